import { describe, expect, it } from 'vitest';
import { keptOverTyped } from './kept-over-typed';

describe('leaving a picker with typed text', () => {
  it('is reported when the field put its previous value back', () => {
    expect(keptOverTyped('FOB – Franco a bordo', 'cifx', 'FOB – Franco a bordo')).toBe(true);
    // Nothing chosen before: the box empties again.
    expect(keptOverTyped('', 'cifx', '')).toBe(true);
  });

  it('is not reported when a new value was chosen or nothing was typed', () => {
    expect(keptOverTyped('FOB – Franco a bordo', 'cif', 'CIF – Costo, seguro y flete')).toBe(false);
    expect(keptOverTyped('FOB – Franco a bordo', 'FOB – Franco a bordo', 'FOB – Franco a bordo')).toBe(false);
    expect(keptOverTyped('FOB – Franco a bordo', '   ', 'FOB – Franco a bordo')).toBe(false);
  });
});
