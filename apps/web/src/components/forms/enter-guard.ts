/**
 * Enter inside a picker (select, autocomplete, location search, tags, date) chooses or
 * confirms there; it never submits the form around it (issue 24, item 1). One document-level
 * listener covers every form of the SPA, including forms added later.
 */

import { blocksFormSubmit } from './picker-input';

export { blocksFormSubmit, isPickerInput, NO_ENTER_SUBMIT, type EnterKey, type KeyTarget } from './picker-input';

// Mantine's single and multiple selects, whose options are the only values they take.
const SELECT_INPUTS = ['mantine-Select-input', 'mantine-MultiSelect-inputField'];

/** The list of an open select's input, where Enter chooses. */
function listOf(input: HTMLInputElement): HTMLElement | null {
  if (!SELECT_INPUTS.some((name) => input.classList.contains(name))) return null;
  if (input.getAttribute('aria-expanded') !== 'true') return null;
  const listId = input.getAttribute('aria-controls');
  return listId ? document.getElementById(listId) : null;
}

/** What the guard reads of a listed option (an HTMLElement in the browser). */
export type ListedOption = { hasAttribute: (name: string) => boolean; textContent: string | null };

const choosable = <T extends ListedOption>(options: readonly T[]): T[] =>
  options.filter((option) => !option.hasAttribute('data-combobox-disabled'));

/** The option the list shows highlighted (the one Enter must choose), if any. */
export function highlightedOption<T extends ListedOption>(options: readonly T[]): T | null {
  return choosable(options).find((option) => option.hasAttribute('data-combobox-selected')) ?? null;
}

/**
 * The option Enter chooses in an open list with nothing highlighted: the chosen one while its label is
 * still in the box (the list was opened, nothing typed), else the first match of what was typed, as the
 * user sees it listed; nothing for an empty box.
 */
export function optionForEnter<T extends ListedOption>(typed: string, options: readonly T[]): T | null {
  const listed = choosable(options);
  const highlighted = highlightedOption(listed);
  if (highlighted) return highlighted;
  const text = typed.trim();
  if (text === '') return null;
  const chosen = listed.find((option) => option.hasAttribute('data-combobox-active'));
  if (chosen && chosen.textContent?.trim() === text) return chosen;
  return listed[0] ?? null;
}

const optionsOf = (list: HTMLElement | null) =>
  list ? Array.from(list.querySelectorAll<HTMLElement>('[data-combobox-option]')) : [];

/** What the guard reads of a clicked element and its ancestors (an Element in the browser). */
export type ClickTarget = {
  id: string;
  hasAttribute: (name: string) => boolean;
  closest: (selector: string) => ClickTarget | null;
};

/** The id of the list whose chosen option was clicked (chosen again), or null. */
export function listChosenAgain(target: ClickTarget): string | null {
  const option = target.closest('[data-combobox-option]');
  if (!option?.hasAttribute('data-combobox-active') || option.hasAttribute('data-combobox-disabled')) return null;
  return option.closest('[role="listbox"]')?.id || null;
}

/**
 * The chosen option chosen again (Enter on the best match of a typed text, or on the chosen option of a
 * reopened list; or a click on it): the value stays, but Mantine leaves the typed text in the box until
 * the field is left (its controlled select resets the text only when the value changes). The field's
 * own "left" handling (its label back in the box) runs now instead, with the focus kept where it is.
 */
export function showChosenLabelAgain(input: HTMLInputElement): void {
  if (!input.classList.contains('mantine-Select-input')) return;
  // After React has committed the choice (a microtask), so the handler reads the current value.
  setTimeout(() => input.dispatchEvent(new FocusEvent('focusout', { bubbles: true })), 0);
}

let installed = false;

/**
 * Installs the guard once. Before React (capture on the window), Enter in an open select chooses the
 * option the list shows highlighted, and the select's own handler never sees it: that handler clicks the
 * option at an index it keeps apart from the highlight, which a timer of its own moves to the chosen
 * option when the list opens (and another, left from the last close, can clear the highlight), so what
 * Enter chose depended on which ran first (issue 24: "cif" stayed in the box under load; "c" typed over
 * CIF highlighted CFR and kept CIF). After React (bubbling), Enter that no handler took chooses what
 * is listed, and the browser's implicit submission is cancelled. Choosing the chosen option again, by
 * any way, puts its label back in the box.
 */
export function installEnterGuard(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Enter' || event.isComposing || !(event.target instanceof HTMLInputElement)) return;
      const option = highlightedOption(optionsOf(listOf(event.target)));
      if (!option) return;
      event.preventDefault();
      event.stopPropagation();
      option.click();
    },
    { capture: true },
  );
  window.addEventListener(
    'click',
    (event) => {
      const listId = event.target instanceof Element ? listChosenAgain(event.target) : null;
      const input = listId
        ? document.querySelector<HTMLInputElement>(`input[aria-controls="${CSS.escape(listId)}"]`)
        : null;
      if (input) showChosenLabelAgain(input);
    },
    { capture: true },
  );
  window.addEventListener('keydown', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (event.key !== 'Enter' || event.isComposing || !target) return;
    // The picker's own handler prevents the default when it chose; otherwise choose what is listed.
    if (!event.defaultPrevented && target instanceof HTMLInputElement) {
      const option = optionForEnter(target.value, optionsOf(listOf(target)));
      if (option) {
        option.click();
        event.preventDefault();
        return;
      }
    }
    if (blocksFormSubmit({ key: event.key, isComposing: event.isComposing, target })) event.preventDefault();
  });
}
