/**
 * Enter inside a picker (select, autocomplete, location search, tags, date) chooses or
 * confirms there; it never submits the form around it (issue 24, item 1). One document-level
 * listener covers every form of the SPA, including forms added later.
 */

/** What the guard reads of the element a key went to (an HTMLElement in the browser). */
export type KeyTarget = {
  tagName: string;
  getAttribute: (name: string) => string | null;
  closest: (selector: string) => unknown;
};

export type EnterKey = { key: string; isComposing?: boolean; target: KeyTarget | null };

/** Marks an input whose Enter must not submit its form (e.g. a typed date with a calendar). */
export const NO_ENTER_SUBMIT = 'data-no-enter-submit';

/** True when the element is a picker's text box: a combobox, a listbox popup or a marked input. */
export function isPickerInput(target: KeyTarget): boolean {
  const tag = target.tagName.toUpperCase();
  if (tag !== 'INPUT' && tag !== 'BUTTON') return false;
  if (target.getAttribute('role') === 'combobox') return true;
  const popup = target.getAttribute('aria-haspopup');
  if (popup === 'listbox' || popup === 'dialog' || popup === 'true') return true;
  if (target.getAttribute('aria-autocomplete') !== null) return true;
  return target.closest(`[${NO_ENTER_SUBMIT}]`) != null;
}

/** True for an Enter key press that would submit a form from inside a picker. */
export function blocksFormSubmit(event: EnterKey): boolean {
  if (event.key !== 'Enter' || event.isComposing) return false;
  const target = event.target;
  if (!target) return false;
  if (target.closest('form') === null) return false;
  return isPickerInput(target);
}

// Mantine's single and multiple selects, whose options are the only values they take.
const SELECT_INPUTS = ['mantine-Select-input', 'mantine-MultiSelect-inputField'];

/** The list of an open select's input, where Enter chooses. */
function listOf(input: HTMLInputElement): HTMLElement | null {
  if (!SELECT_INPUTS.some((name) => input.classList.contains(name))) return null;
  if (input.getAttribute('aria-expanded') !== 'true') return null;
  const listId = input.getAttribute('aria-controls');
  return listId ? document.getElementById(listId) : null;
}

/**
 * Enter in an open select that its own handler left alone (no option highlighted yet, e.g. the
 * highlight was lost while the list filtered): the highlighted option, or else the first match of
 * what was typed, as the user sees it listed.
 */
function listedOption(input: HTMLInputElement, list: HTMLElement | null): HTMLElement | null {
  if (!list || input.value.trim() === '') return null;
  return (
    list.querySelector<HTMLElement>('[data-combobox-selected]:not([data-combobox-disabled])') ??
    list.querySelector<HTMLElement>('[data-combobox-option]:not([data-combobox-disabled])')
  );
}

/**
 * Enter chose the option the select already had (the best match of a typed text, or the highlighted
 * value of a reopened list): the value stays, but Mantine leaves the typed text in the box until the
 * field is left. The field's own "left" handling (its label back in the box) runs now instead, with
 * the focus kept where it is.
 */
export function showChosenLabelAgain(input: HTMLInputElement, option: Element | null): void {
  if (!input.classList.contains('mantine-Select-input') || !option?.hasAttribute('data-combobox-active')) return;
  setTimeout(() => input.dispatchEvent(new FocusEvent('focusout', { bubbles: true })), 0);
}

let installed = false;

/**
 * Installs the guard once. Before React (capture on the window) it notes an Enter that re-chooses
 * the chosen option; after React (bubbling) the picker's own handler has chosen, so the guard chooses
 * what is listed when that handler did not, and cancels the browser's implicit submission.
 */
export function installEnterGuard(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  // Before React: Enter on a highlighted option that is already the value (Mantine's handler then
  // closes the list, so this is read first).
  window.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Enter' || event.isComposing || !(event.target instanceof HTMLInputElement)) return;
      const list = listOf(event.target);
      showChosenLabelAgain(event.target, list?.querySelector('[data-combobox-selected]') ?? null);
    },
    { capture: true },
  );
  window.addEventListener('keydown', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (event.key !== 'Enter' || event.isComposing || !target) return;
    // The picker's own handler prevents the default when it chose; otherwise choose what is listed.
    if (!event.defaultPrevented && target instanceof HTMLInputElement) {
      const option = listedOption(target, listOf(target));
      if (option) {
        option.click();
        // A highlighted option was already seen before React.
        if (!option.hasAttribute('data-combobox-selected')) showChosenLabelAgain(target, option);
        event.preventDefault();
        return;
      }
    }
    if (blocksFormSubmit({ key: event.key, isComposing: event.isComposing, target })) event.preventDefault();
  });
}
