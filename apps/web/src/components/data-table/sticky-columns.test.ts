import { describe, expect, it } from 'vitest';
import { stickyEdge } from './sticky-columns';

describe('stickyEdge', () => {
  const cols = [{ id: 'reference' }, { id: 'client' }, { id: 'actions' }];

  it('sticks the first column left and a trailing actions column right', () => {
    expect(cols.map((_, i) => stickyEdge(i, cols))).toEqual(['left', undefined, 'right']);
  });

  it('leaves an action column in the middle and a lone column alone', () => {
    const middle = [{ id: 'reference' }, { id: 'take' }, { id: 'client' }];
    expect(middle.map((_, i) => stickyEdge(i, middle))).toEqual(['left', undefined, undefined]);
    expect(stickyEdge(0, [{ id: 'actions' }])).toBeUndefined();
  });

  it('follows a column that says otherwise', () => {
    const own = [
      { id: 'reference', sticky: false as const },
      { id: 'menu', sticky: 'right' as const },
    ];
    expect(own.map((_, i) => stickyEdge(i, own))).toEqual([undefined, 'right']);
  });
});
