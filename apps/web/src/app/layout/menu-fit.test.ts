import { describe, expect, it } from 'vitest';
import { groupsThatFit } from './menu-fit';

describe('header menu: groups that fit beside "More"', () => {
  it('keeps every group when they all fit, without a "More" button', () => {
    expect(groupsThatFit([100, 100, 100], 60, 308)).toBe(3);
  });

  it('moves the groups that do not fit under "More", keeping room for it', () => {
    // 100 + 4 + 100 + 4 + 60 = 268 fits 300; a third group would need 372.
    expect(groupsThatFit([100, 100, 100], 60, 300)).toBe(2);
    expect(groupsThatFit([100, 100, 100], 60, 150)).toBe(0);
  });
});
