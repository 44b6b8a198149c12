import { describe, expect, it } from 'vitest';
import {
  checkRateForm,
  emptyCharge,
  emptyRange,
  emptyRateForm,
  rateBody,
  shownSlots,
  type RateFormState,
} from './rate-form-values';

const filled = (): RateFormState => ({
  ...emptyRateForm('owner-1'),
  origin: { code: 'CNSHA', name: 'Shanghai', kind: 'SEAPORT' },
  destination: { code: 'UYMVD', name: 'Montevideo', kind: 'SEAPORT' },
  validFrom: '2026-01-01',
  validTo: '2026-03-31',
  description: 'FCL Shanghai',
  carrier: { id: 'c1', label: 'SHAPAC' },
  charges: [{ ...emptyCharge(true), chargeCodeId: 'oft', calculator: 'PER_CONTAINER', amount: 1500 }],
});

describe('rate form values', () => {
  it('a complete form has no problems and becomes the API body', () => {
    const v = filled();
    expect(checkRateForm(v)).toEqual({ slots: [], fields: {} });
    expect(rateBody(v)).toMatchObject({
      originCode: 'CNSHA',
      container: '40HC',
      carrierId: 'c1',
      ownerId: 'owner-1',
      charges: [{ chargeCodeId: 'oft', calculator: 'PER_CONTAINER', amount: 1500, ranges: [] }],
    });
  });

  it('fills the four slots the server names, and the required fields', () => {
    expect(checkRateForm({ ...filled(), charges: [] }).slots).toEqual(['NO_CHARGES']);
    const v = filled();
    v.carrier = null;
    v.charges = [
      { ...emptyCharge(), chargeCodeId: null, amount: '' },
      { ...emptyCharge(), chargeCodeId: 'x', amount: 1, rangeBasis: 'WEIGHT', ranges: [] },
      {
        ...emptyCharge(),
        chargeCodeId: 'x',
        amount: 1,
        rangeBasis: 'WEIGHT',
        ranges: [{ ...emptyRange(), from: 10, to: 5, amount: 1 }],
      },
    ];
    const check = checkRateForm(v);
    expect(check.slots).toEqual(['INVALID_CHARGES', 'NO_RANGES', 'INVALID_RANGES']);
    expect(check.fields).toMatchObject({
      carrier: { rule: 'required' },
      'charges.0.chargeCodeId': { rule: 'required' },
      'charges.1.ranges': { rule: 'required' },
      'charges.2.ranges.0.to': { rule: 'notAboveFrom' },
    });
  });

  it('sends ranges only for a charge priced by ranges and air rates without a container', () => {
    const v = filled();
    v.service = 'AIR_LSE';
    v.charges = [
      { ...emptyCharge(), chargeCodeId: 'x', amount: 2, ranges: [{ ...emptyRange(), from: 0, to: '', amount: 3 }] },
    ];
    const body = rateBody(v);
    expect(body.container).toBeNull();
    expect(body.charges[0].ranges).toEqual([]);
  });

  it('drops the "rate has no charges" message once a charge is added, keeping the other slots', () => {
    const empty = { ...filled(), charges: [] };
    const { slots } = checkRateForm(empty);
    expect(slots).toContain('NO_CHARGES');
    expect(shownSlots(slots, empty)).toContain('NO_CHARGES');
    const withCharge = { ...empty, charges: [emptyCharge(true)] };
    expect(shownSlots(slots, withCharge)).not.toContain('NO_CHARGES');
    expect(shownSlots(['NO_CHARGES', 'INVALID_CHARGES'], withCharge)).toEqual(['INVALID_CHARGES']);
  });
});
