import { LANGUAGES, TRUCK_TYPES } from '@freight/shared';
import { describe, expect, it } from 'vitest';
import { equipmentText, truckTypeKey } from './portal-equipment';

type Json = { [key: string]: Json | string };
const locales = import.meta.glob<{ default: Json }>('../../../locales/*/clientPortal.json', { eager: true });

function lookup(language: string, key: string): string | undefined {
  let node: Json | string | undefined = locales[`../../../locales/${language}/clientPortal.json`]?.default;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

describe('portal equipment', () => {
  it('shows trucks in words and containers by their code', () => {
    const words: Record<string, string> = { 'truckTypes.REFR': 'Refrigerated', 'truckTypes.CURT': 'Curtainside' };
    const text = equipmentText(
      {
        containers: [{ quantity: 2, type: '40HC' }],
        trucks: [
          { quantity: 1, type: 'REFR' },
          { quantity: 3, type: 'CURT' },
          { quantity: 1, type: 'ZZZZ' },
        ],
      },
      (key) => words[key] ?? key,
    );
    expect(text).toBe('2 × 40HC, 1 × Refrigerated, 3 × Curtainside, 1 × ZZZZ');
  });

  it.each([...LANGUAGES])('%s names every truck type in words, never by its code', (language) => {
    const bad = TRUCK_TYPES.filter((type) => {
      const text = lookup(language, truckTypeKey(type) ?? '');
      return !text || text === type;
    });
    expect(bad).toEqual([]);
  });
});
