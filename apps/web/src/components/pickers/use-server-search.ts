import { useDebouncedValue } from '@mantine/hooks';

/** Typing pauses this long before a search reaches the server. */
export const SEARCH_DEBOUNCE_MS = 250;

export type ServerSearch = {
  /** The text to ask the server for: '' while the box shows the chosen option's own label (not a new search). */
  query: string;
  /** Whether an answer (still fetching or not) is the one for the text in the box now. */
  isCurrent: (fetching: boolean) => boolean;
};

/** The search state for the text in the box and the text typing last paused on (see useServerSearch). */
export function serverSearch(typed: string, debounced: string, chosenLabel?: string | null): ServerSearch {
  const chosen = chosenLabel?.trim();
  const query = debounced === chosen ? '' : debounced;
  const text = typed.trim();
  const wanted = text === chosen ? '' : text;
  return { query, isCurrent: (fetching) => query === wanted && !fetching };
}

/**
 * The search behind a server-searched picker: the server is asked once typing pauses, and until the
 * answer for the text in the box arrives a picker lists none of its results. The theme highlights the
 * first option as the user types and Enter picks it: a previous search's first result is not what the
 * user typed.
 */
export function useServerSearch(typed: string, chosenLabel?: string | null, delay = SEARCH_DEBOUNCE_MS): ServerSearch {
  const [debounced] = useDebouncedValue(typed.trim(), delay);
  return serverSearch(typed, debounced, chosenLabel);
}
