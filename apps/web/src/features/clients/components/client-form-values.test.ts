import { describe, expect, it } from 'vitest';
import { clientProblems, emptyClient, toClientBody } from './client-form-values';

describe('client form rules', () => {
  it('refuses a Uruguayan RUT with a wrong check digit and accepts it typed with dots', () => {
    const values = { ...emptyClient('UY', '21.100.342.001-8'), tradeName: 'A', legalName: 'A SA' };
    expect(clientProblems(values)).toEqual({ taxId: 'taxIdCheckDigit' });
    expect(clientProblems({ ...values, taxId: '21.100.342.001-7' })).toEqual({});
  });

  it('asks for credit days with CREDIT and drops them otherwise', () => {
    const values = {
      ...emptyClient('AR', '33-69345023-9'),
      tradeName: 'A',
      legalName: 'A SA',
      paymentTerms: 'CREDIT' as const,
    };
    expect(clientProblems(values)).toEqual({ creditDays: 'creditDaysRequired' });
    expect(clientProblems({ ...values, creditDays: '30' })).toEqual({});
    expect(toClientBody({ ...values, paymentTerms: 'CASH', creditDays: '30' }).creditDays).toBeNull();
    expect(toClientBody({ ...values, creditDays: '30' }).creditDays).toBe(30);
  });

  it('names every missing field', () => {
    expect(
      Object.keys(clientProblems({ ...emptyClient('BR', ''), expressRates: [{ rate: ' ', direction: 'IB' }] })).sort(),
    ).toEqual(['expressRates.0.rate', 'legalName', 'taxId', 'tradeName'].sort());
  });
});
