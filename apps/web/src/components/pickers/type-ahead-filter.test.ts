import { describe, expect, it } from 'vitest';
import { matchRank, typeAheadFilter } from './type-ahead-filter';

const option = (label: string) => ({ value: label, label });
const labels = (items: { label?: string }[]) => items.map((i) => i.label);

describe('the type-ahead filter of pickers', () => {
  it('puts the options that start with the typed text first, so "eur" is EUR', () => {
    const currencies = ['USD', 'UYU', 'EUR', 'BRL'].map(option);
    expect(labels(typeAheadFilter({ options: currencies, search: 'eur' }))).toEqual(['EUR']);
    expect(labels(typeAheadFilter({ options: currencies, search: 'u' }))).toEqual(['USD', 'UYU', 'EUR']);
  });

  it('ranks a word that starts with the text before a match inside a word', () => {
    const terms = ['Contado', 'Crédito a 30 días', 'Anticipado'].map(option);
    expect(labels(typeAheadFilter({ options: terms, search: 'a' }))).toEqual([
      'Anticipado',
      'Crédito a 30 días',
      'Contado',
    ]);
  });

  it('ignores case and accents, both ways', () => {
    expect(matchRank('Marítimo LCL', 'mari')).toBe(0);
    expect(matchRank('Maritimo', 'MARÍ')).toBe(0);
    expect(matchRank('FOB – Franco a bordo', 'franco')).toBe(1);
    expect(matchRank('FOB – Franco a bordo', 'ranco')).toBe(2);
    expect(matchRank('FOB – Franco a bordo', 'cif')).toBeNull();
  });

  it('keeps every option for an empty text, and respects the limit and groups', () => {
    const list = ['B', 'A'].map(option);
    expect(labels(typeAheadFilter({ options: list, search: '  ' }))).toEqual(['B', 'A']);
    expect(labels(typeAheadFilter({ options: ['Ab', 'Ac', 'Ad'].map(option), search: 'a', limit: 2 }))).toEqual([
      'Ab',
      'Ac',
    ]);
    const grouped = [
      { group: 'Sea', items: ['Sea FCL', 'Sea LCL'].map(option) },
      { group: 'Air', items: ['Air'].map(option) },
    ];
    expect(typeAheadFilter({ options: grouped, search: 'lcl' })).toEqual([
      { group: 'Sea', items: [option('Sea LCL')] },
    ]);
  });
});
