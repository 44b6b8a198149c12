import { describe, expect, it } from 'vitest';
import { currentCursor, FIRST_PAGE, popCursor, pushCursor, rowRange } from './cursor-stack';

describe('cursor stack', () => {
  it('goes forward with the server cursor and back to the cursor before it', () => {
    const second = pushCursor(FIRST_PAGE, 'c1');
    const third = pushCursor(second, 'c2');
    expect(currentCursor(FIRST_PAGE)).toBeNull();
    expect(currentCursor(third)).toBe('c2');
    expect(currentCursor(popCursor(third))).toBe('c1');
    expect(currentCursor(popCursor(second))).toBeNull();
    expect(popCursor(FIRST_PAGE)).toEqual(FIRST_PAGE);
  });

  it('shows the row range of the current page', () => {
    expect(rowRange(FIRST_PAGE, 25, 25)).toEqual({ from: 1, to: 25 });
    expect(rowRange(pushCursor(FIRST_PAGE, 'c1'), 10, 1)).toEqual({ from: 11, to: 11 });
    expect(rowRange(FIRST_PAGE, 25, 0)).toBeNull();
  });
});
