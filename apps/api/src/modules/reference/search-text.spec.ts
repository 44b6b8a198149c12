import { describe, expect, it } from '@jest/globals';
import { containsPattern, normalizeSearch, toSearchText } from './search-text.js';

describe('search text', () => {
  it('drops accents, case and punctuation the same way for names and terms', () => {
    expect(normalizeSearch('Montévidéo')).toBe('montevideo');
    expect(normalizeSearch('  São   Paulo ')).toBe('sao paulo');
    expect(normalizeSearch("Côte d'Ivoire")).toBe('cote d ivoire');
    expect(normalizeSearch('Saint-Nazaire')).toBe(normalizeSearch('saint nazaire'));
    expect(normalizeSearch('Tromsø Ålesund Straße Łódź')).toBe('tromso alesund strasse lodz');
  });

  it('leaves nothing for a term of punctuation only', () => {
    expect(normalizeSearch('%_\\')).toBe('');
  });

  it('indexes the code and every name once', () => {
    expect(toSearchText('BR', ['Brasil', 'Brazil', 'Brasil'])).toBe('br brasil brazil');
  });

  it('takes LIKE wildcards literally', () => {
    expect(containsPattern('50%_off')).toBe('%50\\%\\_off%');
  });
});
