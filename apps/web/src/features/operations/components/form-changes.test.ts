import { describe, expect, it } from 'vitest';
import { changedFrom } from './form-changes';

const BLANK = {
  clientId: null as string | null,
  courier: '',
  operativeIds: [] as string[],
  shipper: { description: '', city: '' },
  packages: [{ quantity: 1 as number | string, weightKg: '' as number | string }],
};

describe('changedFrom', () => {
  it('a form as it opened has no changes, even rebuilt from scratch', () => {
    expect(changedFrom(BLANK, structuredClone(BLANK))).toBe(false);
  });

  it('text typed, a pick made or a list item added is a change', () => {
    expect(changedFrom(BLANK, { ...BLANK, courier: 'DHL' })).toBe(true);
    expect(changedFrom(BLANK, { ...BLANK, clientId: 'c-1' })).toBe(true);
    expect(changedFrom(BLANK, { ...BLANK, operativeIds: ['u-1'] })).toBe(true);
    expect(changedFrom(BLANK, { ...BLANK, packages: [...BLANK.packages, { quantity: 1, weightKg: '' }] })).toBe(true);
  });

  it('a change deep inside a nested record or a list row counts', () => {
    expect(changedFrom(BLANK, { ...BLANK, shipper: { ...BLANK.shipper, city: 'Montevideo' } })).toBe(true);
    expect(changedFrom(BLANK, { ...BLANK, packages: [{ quantity: 1, weightKg: 2.5 }] })).toBe(true);
  });

  it('a field typed and put back as it was is no change', () => {
    const typed = { ...BLANK, courier: 'DHL' };
    expect(changedFrom(BLANK, { ...typed, courier: '' })).toBe(false);
  });

  it('an empty value and a missing one, or a number and its text, are not the same', () => {
    expect(changedFrom({ etd: null }, { etd: '' })).toBe(true);
    expect(changedFrom({ quantity: 1 }, { quantity: '1' })).toBe(true);
    expect(changedFrom({ a: 1 }, { a: 1, b: undefined })).toBe(true);
  });
});
