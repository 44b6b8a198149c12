import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { showChosenLabelAgain } from '@/components/forms/enter-guard';

/**
 * Chooses the first option listed by the select whose input this is (the server's best match). When
 * that option is already the value it is not clicked (a click would deselect it, or take it out of a
 * multiple select): the chosen label comes back in the box instead.
 */
function chooseFirstListed(input: HTMLInputElement | null): void {
  const listId = input?.getAttribute('aria-controls');
  const list = listId ? document.getElementById(listId) : null;
  const option = list?.querySelector<HTMLElement>('[data-combobox-option]:not([data-combobox-disabled])');
  if (!input || !option) return;
  if (option.hasAttribute('data-combobox-active')) showChosenLabelAgain(input);
  else option.click();
}

type EnterChoice = {
  /** The text in the box. */
  search: string;
  /** The chosen option's label (Enter on it chooses nothing new). */
  chosenLabel?: string | null;
  /** Whether the options listed are the server's answer for the text in the box. */
  settled: boolean;
  /** Whether that answer lists any option. */
  hasOptions: boolean;
};

/**
 * Enter in a server-searched select chooses the best match of what was typed, even when it is
 * pressed before the answer arrives (it then waits for it): results come later than the typing, so
 * Mantine's "first option highlighted as you type" has nothing to highlight yet, and the quoter's
 * agent box once kept "Shanghai" after Enter (a CI run).
 */
export function useEnterChoosesBestMatch({ search, chosenLabel, settled, hasOptions }: EnterChoice) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [pendingEnter, setPendingEnter] = useState(false);

  useEffect(() => {
    if (!pendingEnter || !settled) return;
    setPendingEnter(false);
    if (hasOptions) chooseFirstListed(inputRef.current);
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    const listId = event.currentTarget.getAttribute('aria-controls');
    const list = listId ? document.getElementById(listId) : null;
    // An option highlighted with the arrows: Mantine chooses it.
    if (list?.querySelector('[data-combobox-selected]')) return;
    // This field owns its Enter from here (the form-wide guard must not pick a stale option).
    event.preventDefault();
    // Nothing typed, or the chosen option's own label: nothing to choose.
    const typed = search.trim();
    if (!typed || typed === chosenLabel) return;
    if (!settled) setPendingEnter(true);
    else if (hasOptions) chooseFirstListed(inputRef.current);
  };

  /** Typing again cancels an Enter still waiting for its results. */
  const cancelPending = () => setPendingEnter(false);

  return { inputRef, onKeyDown, cancelPending };
}
