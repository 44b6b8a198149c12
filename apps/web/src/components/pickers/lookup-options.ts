/** One option of a server-searched picker. */
export type LookupOption = { value: string; label: string };

/**
 * The options a server-searched picker offers: the search's results, plus the chosen option (last,
 * when the results do not hold it) while the box shows its label or nothing yet (the picker needs it
 * listed to show its label). While another text is typed, the chosen option is not offered: typing
 * highlights the first option and Enter picks it, so the chosen option listed first was picked again
 * instead of the typed match.
 */
export function lookupOptions<O extends LookupOption>(results: O[], chosen: O | null, typed: string): O[] {
  if (!chosen || results.some((o) => o.value === chosen.value)) return results;
  const text = typed.trim();
  return text === '' || text === chosen.label.trim() ? [...results, chosen] : results;
}
