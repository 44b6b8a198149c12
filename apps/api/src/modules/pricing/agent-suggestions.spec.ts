import { describe, expect, it } from '@jest/globals';
import { rankAgentSuggestions, type SuggestionCandidate } from './agent-suggestions.js';

const agent = (code: string, services: string[], from: string[], to: string[]): SuggestionCandidate => ({
  id: `id-${code}`,
  code,
  name: code,
  services,
  originCountries: from,
  destinationCountries: to,
});

const SHANGHAI = agent('SHAPAC', ['SEA_FCL', 'SEA_LCL'], ['CN'], ['UY', 'AR']);
const SANTOS = agent('SANTOS', ['SEA_LCL'], ['BR'], ['UY']);
const MIAMI = agent('MIAGW', ['SEA_LCL', 'AIR_LSE'], ['US'], ['UY', 'BR']);
const GENOA = agent('GENSHIP', ['SEA_FCL'], ['IT'], ['UY', 'BR']);
const ANY = agent('ANYONE', [], ['CN'], ['AR']);

describe('agent suggestions', () => {
  it('ranks the lane in its direction first and says why each agent is there', () => {
    const list = rankAgentSuggestions(
      { service: 'SEA_LCL', origin: 'CN', destination: 'UY' },
      [SANTOS, MIAMI, SHANGHAI, GENOA, ANY],
      new Map([['id-SANTOS', 4]]),
    );
    expect(list.map((s) => s.code)).toEqual(['SHAPAC', 'SANTOS', 'MIAGW', 'ANYONE', 'GENSHIP']);
    expect(list[0].reasons).toEqual([
      { kind: 'LANE', origin: 'CN', destination: 'UY' },
      { kind: 'SERVICE', service: 'SEA_LCL' },
    ]);
    expect(list[1].reasons).toEqual([
      { kind: 'DESTINATION', country: 'UY' },
      { kind: 'SERVICE', service: 'SEA_LCL' },
      { kind: 'PAST_ANSWERS', count: 4 },
    ]);
    expect(list[1].pastAnswers).toBe(4);
    // An FCL-only agent serves the mode, not the service.
    expect(list.find((s) => s.code === 'GENSHIP')?.reasons).toContainEqual({ kind: 'MODE', mode: 'SEA' });
    expect(list.find((s) => s.code === 'ANYONE')?.reasons).toEqual([
      { kind: 'ORIGIN', country: 'CN' },
      { kind: 'ANY_SERVICE' },
    ]);
  });

  it('leaves out agents that only cover the way back', () => {
    // An export UY → BR: Santos covers BR → UY only, Miami ships to BR (destination reason).
    const list = rankAgentSuggestions(
      { service: 'SEA_LCL', origin: 'UY', destination: 'BR' },
      [SANTOS, MIAMI, SHANGHAI],
      new Map(),
    );
    expect(list.map((s) => s.code)).toEqual(['MIAGW']);
    expect(list[0].reasons[0]).toEqual({ kind: 'DESTINATION', country: 'BR' });
  });

  it('leaves out agents of another mode and keeps unrelated lanes last, for their service only', () => {
    const air = agent('AIRONLY', ['AIR_LSE'], ['CN'], ['UY']);
    const elsewhere = agent('ELSEWHERE', ['SEA_LCL'], ['ES'], ['AR']);
    const list = rankAgentSuggestions(
      { service: 'SEA_LCL', origin: 'CN', destination: 'UY' },
      [air, elsewhere, SHANGHAI],
      new Map(),
    );
    expect(list.map((s) => s.code)).toEqual(['SHAPAC', 'ELSEWHERE']);
    expect(list[1].reasons).toEqual([{ kind: 'SERVICE', service: 'SEA_LCL' }]);
  });
});
