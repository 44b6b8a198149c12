import { describe, expect, it } from 'vitest';
import { serverSearch } from './use-server-search';

describe('serverSearch', () => {
  it('asks for the text typing paused on, and calls an answer current only once it is for the text in the box', () => {
    const settled = serverSearch('Agro', 'Agro');
    expect(settled.query).toBe('Agro');
    expect(settled.isCurrent(false)).toBe(true);
    expect(settled.isCurrent(true)).toBe(false);
    // Typed on before the pause: the answer at hand is the previous text's.
    const typing = serverSearch('Agro S', 'Agro');
    expect(typing.query).toBe('Agro');
    expect(typing.isCurrent(false)).toBe(false);
  });

  it("does not search for the chosen option's own label, and that label in the box needs no answer", () => {
    const shown = serverSearch(' Agro Sur ', 'Agro Sur', 'Agro Sur');
    expect(shown.query).toBe('');
    expect(shown.isCurrent(false)).toBe(true);
    // Back to the chosen label while the last pause was on other text: that search is not current.
    expect(serverSearch('Agro Sur', 'Agro', 'Agro Sur').isCurrent(false)).toBe(false);
  });

  it('ignores spaces around the text, and an empty box asks for nothing', () => {
    expect(serverSearch('  ', '').query).toBe('');
    expect(serverSearch('  ', '').isCurrent(false)).toBe(true);
    expect(serverSearch(' Agro ', 'Agro').isCurrent(false)).toBe(true);
  });
});
