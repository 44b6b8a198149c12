import { describe, expect, it } from '@jest/globals';
import { matchPlace, placeCode, type PlaceLocation, type PlaceLookups } from './sheet-places.js';

const port = (code: string, name: string): PlaceLocation => ({ id: code, kind: 'SEAPORT', code, name, names: null });
const SHA = port('CNSHA', 'Shanghai');
const BCN = port('ESBCN', 'Barcelona');
const BLA = port('VEBLA', 'Barcelona');
const VLC = port('ESVLC', 'Valencia');

const lookups = (over: Partial<PlaceLookups> = {}): PlaceLookups => ({
  byCode: new Map([
    ['CNSHA', SHA],
    ['ESVLC', VLC],
  ]),
  byAlias: new Map(),
  candidates: new Map(),
  ...over,
});

describe('sheet place matcher', () => {
  it('reads a code written with spaces, dots or dashes, and only at a catalogue code length', () => {
    expect(placeCode('CN SHA')).toBe('CNSHA');
    expect(placeCode('cn-sha')).toBe('CNSHA');
    expect(placeCode('MVD')).toBe('MVD');
    expect(placeCode('Lima')).toBeNull();
    expect(placeCode('Shanghai')).toBeNull();
  });

  it('matches in tiers: the code first, then the carrier alias, then an exact name without accents or case', () => {
    expect(matchPlace('CN SHA', lookups()).place).toEqual({ code: 'CNSHA', name: 'Shanghai', matchedFrom: 'code' });
    const byAlias = lookups({ byAlias: new Map([['shanghai pt', SHA]]) });
    expect(matchPlace('Shanghai  Pt.', byAlias).place).toMatchObject({ code: 'CNSHA', matchedFrom: 'alias' });
    const byName = lookups({ candidates: new Map([['valencia', [VLC, SHA]]]) });
    expect(matchPlace('VALÈNCIA', byName).place).toMatchObject({ code: 'ESVLC', matchedFrom: 'name' });
  });

  it('an alias wins over a name, and a code over an alias', () => {
    const l = lookups({
      byAlias: new Map([
        ['valencia', SHA],
        ['esvlc', SHA],
      ]),
      candidates: new Map([['valencia', [VLC]]]),
    });
    expect(matchPlace('Valencia', l).place?.code).toBe('CNSHA');
    expect(matchPlace('ESVLC', l).place?.code).toBe('ESVLC');
  });

  it('suggests the nearest locations for an unknown text, and the namesakes first for an ambiguous name', () => {
    const near = lookups({ candidates: new Map([['shangai', [SHA, VLC]]]) });
    expect(matchPlace('Shangai', near)).toEqual({
      suggestions: [
        { code: 'CNSHA', name: 'Shanghai' },
        { code: 'ESVLC', name: 'Valencia' },
      ],
    });
    const twice = lookups({ candidates: new Map([['barcelona', [VLC, BCN, BLA]]]) });
    expect(matchPlace('Barcelona', twice)).toEqual({
      suggestions: [
        { code: 'ESBCN', name: 'Barcelona' },
        { code: 'VEBLA', name: 'Barcelona' },
        { code: 'ESVLC', name: 'Valencia' },
      ],
    });
    expect(matchPlace('Nowhere', lookups())).toEqual({ suggestions: [] });
  });

  it('offers at most five suggestions', () => {
    const many = Array.from({ length: 8 }, (_, i) => port(`XX00${i}`, `Port ${i}`));
    expect(matchPlace('port', lookups({ candidates: new Map([['port', many]]) })).suggestions).toHaveLength(5);
  });
});
