import { LANGUAGES, TRUCK_TYPES } from '@freight/shared';
import { describe, expect, it } from 'vitest';
import { equipmentText, truckTypeKey } from './portal-equipment';

type Json = { [key: string]: Json | string };
const locales = import.meta.glob<{ default: Json }>('../../../locales/*/*.json', { eager: true });

/** A `<namespace>:<dotted.key>` as a language words it. */
function lookup(language: string, key: string): string | undefined {
  const [namespace, path] = key.split(':');
  let node: Json | string | undefined = locales[`../../../locales/${language}/${namespace}.json`]?.default;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

describe('portal equipment', () => {
  it('shows trucks in words and containers by their code', () => {
    const words: Record<string, string> = {
      'quotations:detail.values.truck.REFR': 'Refrigerated',
      'quotations:detail.values.truck.CURT': 'Curtainside',
    };
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
      const key = truckTypeKey(type);
      const text = key ? lookup(language, key) : undefined;
      return !text || text === type;
    });
    expect(bad).toEqual([]);
  });

  it('words trucks as the quotation detail does', () => {
    expect(lookup('es', truckTypeKey('RTRK')!)).toBe('Cerrado o furgón');
    expect(lookup('en', truckTypeKey('CURT')!)).toBe('Curtainside');
    expect(lookup('pt', truckTypeKey('R1FT')!)).toBe('Prancha');
  });
});
