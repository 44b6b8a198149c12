import { describe, expect, it } from 'vitest';
import { initialRequestValues, type RequestFormValues } from '@/components/request-form/form-values';
import { instantQuoteInput } from './instant-quote-input';

const fcl = (overrides: Partial<RequestFormValues> = {}): RequestFormValues => ({
  ...initialRequestValues(),
  service: 'SEA_FCL',
  client: { id: '00000000-0000-4000-8000-000000000001', label: 'ACME' },
  origin: { code: 'CNSHA', name: 'Shanghai', kind: 'SEAPORT' },
  destination: { code: 'UYMVD', name: 'Montevideo', kind: 'SEAPORT' },
  incoterm: 'FOB',
  containers: [{ key: 'c', quantity: 2, type: '40HC', weight: 18000, weightToConfirm: false }],
  ...overrides,
});

describe('instant quote input', () => {
  it('waits for the lane and the cargo', () => {
    expect(instantQuoteInput(fcl({ origin: null }))).toBeNull();
    expect(
      instantQuoteInput(
        fcl({ containers: [{ key: 'c', quantity: 2, type: null, weight: '', weightToConfirm: false }] }),
      ),
    ).toBeNull();
    expect(
      instantQuoteInput({
        ...fcl(),
        service: 'SEA_LCL',
        packingLines: [{ key: 'p', kind: 'PALLETS', quantity: 2, weight: '', length: 1, width: 1, height: 1 }],
      }),
    ).toBeNull();
  });

  it('sends the lane, service, client and cargo once they are filled', () => {
    expect(instantQuoteInput(fcl())).toEqual({
      service: 'SEA_FCL',
      clientId: '00000000-0000-4000-8000-000000000001',
      originCode: 'CNSHA',
      originName: 'Shanghai',
      destinationCode: 'UYMVD',
      destinationName: 'Montevideo',
      incoterm: 'FOB',
      measureSystem: 'METRIC',
      containers: [{ quantity: 2, type: '40HC', weight: 18000 }],
    });
  });
});
