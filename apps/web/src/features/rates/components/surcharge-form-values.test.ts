import { describe, expect, it } from 'vitest';
import { surchargeBody, surchargeFormProblems, surchargeFormValues } from './surcharge-form-values';

const filled = () => ({
  ...surchargeFormValues(null),
  chargeCodeId: 'baf',
  basis: 'PERCENT_OF_FREIGHT' as const,
  validFrom: '2026-01-01',
  originCountries: ['CN'],
  periods: [
    { from: '2026-01-01', amount: 12.5 },
    { from: '2026-02-01', amount: 14 },
  ],
});

describe('surcharge form values', () => {
  it('a filled fuel table is sent as it reads, an open validity as null', () => {
    expect(surchargeFormProblems(filled())).toEqual({});
    expect(surchargeBody(filled())).toMatchObject({
      chargeCodeId: 'baf',
      basis: 'PERCENT_OF_FREIGHT',
      currency: 'USD',
      validTo: null,
      description: null,
      originCountries: ['CN'],
      periods: [
        { from: '2026-01-01', amount: 12.5 },
        { from: '2026-02-01', amount: 14 },
      ],
    });
  });

  it('names missing fields, a validity that ends before it starts and periods outside it or on a taken day', () => {
    expect(surchargeFormProblems(surchargeFormValues(null))).toMatchObject({
      chargeCodeId: 'required',
      basis: 'required',
      validFrom: 'required',
      'periods.0.from': 'required',
      'periods.0.amount': 'required',
    });
    const v = filled();
    expect(surchargeFormProblems({ ...v, validTo: '2025-12-31' })).toMatchObject({ validTo: 'beforeStart' });
    expect(
      surchargeFormProblems({
        ...v,
        periods: [
          { from: '2025-12-01', amount: 1 },
          { from: '2026-02-01', amount: 1 },
          { from: '2026-02-01', amount: 2 },
        ],
      }),
    ).toEqual({ 'periods.0.from': 'outsideValidity', 'periods.2.from': 'duplicateDay' });
  });
});
