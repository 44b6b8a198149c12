import { NOTIFICATION_TOAST_LIMIT } from '@freight/shared';
import { describe, expect, it } from 'vitest';
import { toastsOverLimit } from './push-toast-limit';

describe('toastsOverLimit', () => {
  it('closes nothing up to the limit', () => {
    expect(toastsOverLimit([], 5)).toEqual([]);
    expect(toastsOverLimit(['a', 'b', 'c', 'd', 'e'], 5)).toEqual([]);
  });

  it('closes the oldest when a sixth arrives', () => {
    expect(toastsOverLimit(['a', 'b', 'c', 'd', 'e', 'f'], NOTIFICATION_TOAST_LIMIT)).toEqual(['a']);
  });

  it('closes every extra one, oldest first', () => {
    expect(toastsOverLimit(['a', 'b', 'c', 'd', 'e', 'f', 'g'], 5)).toEqual(['a', 'b']);
  });

  it('treats a zero or negative limit as room for none', () => {
    expect(toastsOverLimit(['a', 'b'], 0)).toEqual(['a', 'b']);
    expect(toastsOverLimit(['a'], -1)).toEqual(['a']);
  });
});
