import { MAX_CHARGES_PER_COST } from '@freight/shared';
import { describe, expect, it } from 'vitest';
import {
  chargeValuesTotal,
  costHasEntries,
  costsHaveEntries,
  costTotals,
  distinctRules,
  duplicateCost,
  emptyCharge,
  emptyCost,
  formViolations,
  problemsByField,
  toPayload,
  type CostValues,
} from './cost-form-values';

const CODE = '11111111-1111-4111-8111-111111111111';

function validCost(): CostValues {
  const cost = emptyCost();
  cost.description = ' Direct ';
  cost.validUntil = '2030-12-31';
  cost.charges = [{ ...emptyCharge(), chargeCodeId: CODE, amountPerUnit: 45.5, quantity: 4 }];
  return cost;
}

describe('cost form values', () => {
  it('sends typed values only, trimmed, with one flat unit for a range', () => {
    const cost = validCost();
    cost.charges.push({
      ...emptyCharge('EUR'),
      chargeCodeId: CODE,
      amountPerUnit: 120,
      mode: 'RANGE',
      rangeBasis: 'VOLUME',
      rangeFrom: 0,
      rangeTo: 10,
    });
    const [sent] = toPayload([cost]).costs;
    expect(sent).toEqual({
      description: 'Direct',
      validUntil: '2030-12-31',
      route: undefined,
      transitDays: undefined,
      freeDays: undefined,
      carrier: undefined,
      comments: undefined,
      charges: [
        { chargeCodeId: CODE, description: undefined, currency: 'USD', amountPerUnit: 45.5, quantity: 4 },
        {
          chargeCodeId: CODE,
          description: undefined,
          currency: 'EUR',
          amountPerUnit: 120,
          quantity: 1,
          rangeBasis: 'VOLUME',
          rangeFrom: 0,
          rangeTo: 10,
        },
      ],
    });
    expect(costTotals(cost)).toEqual([
      ['USD', 18200n],
      ['EUR', 12000n],
    ]);
  });

  it('shows each concept total as the server stores it: exact, rounded once, half away from zero', () => {
    const vectors: [number, number, bigint][] = [
      [1.005, 1, 101n],
      [0.145, 1, 15n],
      [2.675, 1, 268n],
      [0.0001, 0.5, 0n],
      [1.0049, 1, 100n],
      [1.015, 1, 102n],
      [12.3456, 1234.567, 1524147n],
    ];
    const cost = validCost();
    cost.charges = vectors.map(([amountPerUnit, quantity]) => ({
      ...emptyCharge('USD'),
      chargeCodeId: CODE,
      amountPerUnit,
      quantity,
    }));
    expect(cost.charges.map(chargeValuesTotal)).toEqual(vectors.map(([, , cents]) => cents));
    // The card's total is the sum of the shown lines, to the cent.
    expect(costTotals(cost)).toEqual([['USD', 101n + 15n + 268n + 0n + 100n + 102n + 1524147n]]);
  });

  it('shows no total, rather than a rounded one, while an amount has more decimals than the column keeps', () => {
    expect(chargeValuesTotal({ ...emptyCharge('USD'), amountPerUnit: 1.00005, quantity: 1 })).toBe(0n);
    expect(
      problemsByField(
        formViolations([
          {
            ...validCost(),
            charges: [{ ...emptyCharge('USD'), chargeCodeId: CODE, amountPerUnit: 1.00005, quantity: 1 }],
          },
        ]),
      ),
    ).toMatchObject({
      'costs.0.charges.0.amountPerUnit': { rule: 'maxDecimalPlaces', params: { max: 4 } },
    });
  });

  it('applies each rule of spec section 5 with its own field and rule', () => {
    expect(formViolations([])).toEqual([{ field: 'costs', rules: ['atLeastOneCost'] }]);
    const empty = emptyCost();
    expect(problemsByField(formViolations([empty]))).toEqual({
      'costs.0.charges.0.chargeCodeId': { rule: 'chargeCodeRequired', params: undefined },
      'costs.0.charges': { rule: 'atLeastOneChargeWithValue', params: undefined },
    });
    expect(formViolations([{ ...empty, charges: [] }])).toEqual([
      { field: 'costs.0.charges', rules: ['atLeastOneCharge'] },
    ]);
    const tooMany = validCost();
    tooMany.charges = Array.from({ length: MAX_CHARGES_PER_COST + 1 }, () => ({
      ...emptyCharge(),
      chargeCodeId: CODE,
      amountPerUnit: 1,
    }));
    expect(distinctRules(formViolations([tooMany]))).toEqual([
      { rule: 'tooManyCharges', params: { max: MAX_CHARGES_PER_COST } },
    ]);
    expect(formViolations([validCost()])).toEqual([]);
  });

  it('duplicates a cost with new keys so the copy is edited on its own', () => {
    const original = validCost();
    const copy = duplicateCost(original);
    expect(copy.key).not.toBe(original.key);
    expect(copy.charges[0].key).not.toBe(original.charges[0].key);
    copy.charges[0].amountPerUnit = 1;
    expect(original.charges[0].amountPerUnit).toBe(45.5);
    expect(toPayload([copy]).costs[0].description).toBe('Direct');
  });

  it('a new cost, or one with only empty concepts added, has nothing to lose', () => {
    const fresh = emptyCost();
    expect(costHasEntries(fresh)).toBe(false);
    expect(costHasEntries({ ...fresh, charges: [...fresh.charges, emptyCharge('EUR')] })).toBe(false);
    expect(costHasEntries({ ...fresh, charges: [] })).toBe(false);
    // The page's chargeable quantity is where concepts start, not something typed.
    expect(costHasEntries(emptyCost(3.5), 3.5)).toBe(false);
    expect(costsHaveEntries([emptyCost(), emptyCost()])).toBe(false);
    expect(costsHaveEntries([])).toBe(false);
  });

  it('anything typed or picked in a cost or one of its concepts is something to lose', () => {
    const withCost = (patch: Partial<CostValues>) => ({ ...emptyCost(), ...patch });
    const withCharge = (patch: Partial<ReturnType<typeof emptyCharge>>) =>
      withCost({ charges: [{ ...emptyCharge(), ...patch }] });
    for (const cost of [
      withCost({ description: 'Direct' }),
      withCost({ validUntil: '2030-12-31' }),
      withCost({ route: 'CNSHA - UYMVD' }),
      withCost({ transitDays: 0 }),
      withCost({ freeDays: 14 }),
      withCost({ carrier: 'MSC' }),
      withCost({ comments: 'Weekly' }),
      withCharge({ chargeCodeId: CODE }),
      withCharge({ description: 'Ocean freight' }),
      withCharge({ amountPerUnit: 0 }),
      withCharge({ rangeFrom: 0 }),
      withCharge({ rangeTo: 100 }),
      withCharge({ quantity: 4 }),
      withCharge({ quantity: '' }),
    ]) {
      expect(costHasEntries(cost)).toBe(true);
    }
    expect(costsHaveEntries([emptyCost(), validCost()])).toBe(true);
  });

  it('blank text alone is not an entry', () => {
    expect(costHasEntries({ ...emptyCost(), description: '   ', carrier: ' ' })).toBe(false);
  });
});
