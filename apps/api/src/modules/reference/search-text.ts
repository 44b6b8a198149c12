// One normalisation for stored search_text and for search terms, so both sides compare alike.

// Letters that Unicode decomposition does not reduce to a base letter.
const SPECIAL_LETTERS: Record<string, string> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

const ASCII = /^[\x20-\x7e]*$/;

/** Lower case, no accents, punctuation as single spaces: "Côte d'Ivoire" -> "cote d ivoire". */
export function normalizeSearch(text: string): string {
  // Most names are plain ASCII: skip the (slower) Unicode steps for them.
  if (ASCII.test(text))
    return text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[øæœßłđðþı]/g, (c) => SPECIAL_LETTERS[c] ?? c)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The indexed text of a location: its code then every name, normalised, without repeats. */
export function toSearchText(code: string, names: readonly string[]): string {
  const parts = [code, ...names].map(normalizeSearch).filter(Boolean);
  return [...new Set(parts)].join(' ');
}

/** A LIKE pattern matching the term anywhere, with LIKE's wildcards taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, '\\$&')}%`;
}
