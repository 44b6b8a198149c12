import { SERVICE_MODE, type AgentSuggestion, type AgentSuggestionReason, type Service } from '@freight/shared';

export type SuggestionCandidate = {
  id: string;
  code: string;
  name: string;
  services: string[];
  originCountries: string[];
  destinationCountries: string[];
};

export type SuggestionLane = { service: Service; origin: string | null; destination: string | null };

/** Weights: the lane in the right direction counts most, then the service, then past answers as a tie-break. */
const WEIGHT = { lane: 6, origin: 3, destination: 2, service: 4, mode: 2, anyService: 1 } as const;
const MAX_PAST_ANSWERS_BONUS = 3;

/**
 * Ranks agents for a quotation and says why each is suggested. Lanes are directional: an agent
 * whose origin countries hold the quotation's origin and whose destination countries hold its
 * destination covers the lane; one that only covers the way back (destination → origin) is left
 * out, as is an agent that serves neither the service nor its mode. Every reason is returned so
 * the screen can say why an agent is there.
 */
export function rankAgentSuggestions(
  lane: SuggestionLane,
  candidates: readonly SuggestionCandidate[],
  pastAnswers: ReadonlyMap<string, number>,
): Omit<AgentSuggestion, 'asked' | 'bouncedAt'>[] {
  const mode = SERVICE_MODE[lane.service];
  const { origin, destination } = lane;
  const suggestions: Omit<AgentSuggestion, 'asked' | 'bouncedAt'>[] = [];
  for (const p of candidates) {
    const reasons: AgentSuggestionReason[] = [];
    let score = 0;
    const fromOrigin = origin !== null && p.originCountries.includes(origin);
    const toDestination = destination !== null && p.destinationCountries.includes(destination);
    if (fromOrigin && toDestination) {
      reasons.push({ kind: 'LANE', origin: origin, destination: destination });
      score += WEIGHT.lane;
    } else if (fromOrigin) {
      reasons.push({ kind: 'ORIGIN', country: origin });
      score += WEIGHT.origin;
    } else if (toDestination) {
      reasons.push({ kind: 'DESTINATION', country: destination });
      score += WEIGHT.destination;
    } else {
      const reverse =
        (origin !== null && p.destinationCountries.includes(origin)) ||
        (destination !== null && p.originCountries.includes(destination));
      // Covering only the way back is no reason to ask this agent; one without any lane fact is
      // kept (last, for its service alone) so an uncovered lane still has someone to ask.
      if (reverse) continue;
    }
    if (p.services.includes(lane.service)) {
      reasons.push({ kind: 'SERVICE', service: lane.service });
      score += WEIGHT.service;
    } else if (p.services.some((s) => SERVICE_MODE[s as Service] === mode)) {
      reasons.push({ kind: 'MODE', mode });
      score += WEIGHT.mode;
    } else if (p.services.length === 0) {
      reasons.push({ kind: 'ANY_SERVICE' });
      score += WEIGHT.anyService;
    } else {
      continue;
    }
    const answered = pastAnswers.get(p.id) ?? 0;
    if (answered > 0) {
      reasons.push({ kind: 'PAST_ANSWERS', count: answered });
      score += Math.min(answered, MAX_PAST_ANSWERS_BONUS);
    }
    suggestions.push({ id: p.id, code: p.code, name: p.name, score, pastAnswers: answered, reasons });
  }
  return suggestions.sort((a, b) => b.score - a.score || b.pastAnswers - a.pastAnswers || a.name.localeCompare(b.name));
}
