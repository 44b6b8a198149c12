import { describe, expect, it } from '@jest/globals';
import { pickLanguage } from './language.js';

describe('pickLanguage', () => {
  it.each([
    [undefined, 'es'],
    ['en-US,en;q=0.9', 'en'],
    ['fr-FR, pt-BR;q=0.8', 'pt'],
    ['de', 'es'],
  ])('%s -> %s', (header, expected) => {
    expect(pickLanguage(header)).toBe(expected);
  });
});
