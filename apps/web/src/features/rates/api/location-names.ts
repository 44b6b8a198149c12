import type { LocationItem } from '@freight/shared';
import { useQueries } from '@tanstack/react-query';
import { locationSearchQueryOptions } from '@/lib/locations';

/**
 * Names of the place codes the rules compare ("ESVLC" → Valencia), one cached catalogue search each; a code
 * the catalogue does not know (or a failed search) is left out and shows as typed.
 */
export function useLocationNames(codes: readonly string[]): Map<string, LocationItem> {
  const results = useQueries({
    queries: codes.map((code) => locationSearchQueryOptions({ search: code, kinds: [], limit: 10 })),
  });
  const found = new Map<string, LocationItem>();
  results.forEach((r, i) => {
    const item = r.data?.items.find((x) => x.code.toUpperCase() === codes[i]);
    if (item) found.set(codes[i], item);
  });
  return found;
}
