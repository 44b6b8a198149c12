import { describe, expect, it } from 'vitest';
import { testT } from '@/locales/test-i18n';
import { sentAmount, sentQuantity } from './sent-charge-text';

const charge = { currency: 'USD' as const, amountPerUnit: 45.5, quantity: 1234.5 };

describe("the agent's summary of the costs it sent", () => {
  it('shows an amount with two decimals in either number format', () => {
    expect(sentAmount(charge, 'US')).toBe('45.50');
    expect(sentAmount(charge, 'LOCAL')).toBe('45,50');
    expect(sentAmount({ ...charge, amountPerUnit: 1200 }, 'US')).toBe('1,200.00');
    expect(sentAmount({ ...charge, amountPerUnit: undefined }, 'US')).toBe('—');
  });

  it("writes quantities and range bounds with the amounts' separators", async () => {
    const es = await testT('es');
    expect(sentQuantity(es, charge, 'LOCAL')).toBe('1.234,5');
    const range = { ...charge, quantity: undefined, rangeBasis: 'WEIGHT' as const, rangeFrom: 1000, rangeTo: 2500.5 };
    expect(sentQuantity(es, range, 'LOCAL')).toMatch(/ 1\.000–2\.500,5$/);
    expect(sentQuantity(es, range, 'US')).toMatch(/ 1,000–2,500\.5$/);
  });
});
