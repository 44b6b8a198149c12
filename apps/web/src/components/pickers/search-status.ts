/**
 * What a server-searched picker says while the user searches (issue 47): searching, no results or the
 * lookup's failure. It is said under the field as a status, never as a list without options: an open
 * listbox without options is a critical axe finding (aria-required-children), and the field's
 * placeholder already says what to type.
 */
export type SearchState = {
  /** Whether a text is being searched for (typed, and not the chosen option's own label). */
  searched: boolean;
  /** Whether the answer for that text has arrived. */
  answered: boolean;
  /** How many options the answer lists. */
  found: number;
  /** The lookup's translated error, when it failed. */
  failed?: string;
};

/** A key of common:pickers, or the failure's own text; null when the options say it all. */
export type SearchStatus = { key: 'searching' | 'noResults' } | { text: string } | null;

export function searchStatus({ searched, answered, found, failed }: SearchState): SearchStatus {
  if (!searched) return null;
  if (failed) return { text: failed };
  if (found > 0) return null;
  return { key: answered ? 'noResults' : 'searching' };
}
