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

/**
 * Enter in an open select that its own handler left alone (no option highlighted yet, e.g. the
 * highlight was lost while the list filtered): choose the highlighted option, or else the first
 * match of what was typed, as the user sees it listed.
 */
function chooseListedOption(input: HTMLInputElement): boolean {
  if (!SELECT_INPUTS.some((name) => input.classList.contains(name))) return false;
  if (input.getAttribute('aria-expanded') !== 'true' || input.value.trim() === '') return false;
  const listId = input.getAttribute('aria-controls');
  const list = listId ? document.getElementById(listId) : null;
  const option =
    list?.querySelector<HTMLElement>('[data-combobox-selected]:not([data-combobox-disabled])') ??
    list?.querySelector<HTMLElement>('[data-combobox-option]:not([data-combobox-disabled])');
  if (!option) return false;
  // Already the value: clicking would deselect it.
  if (!option.hasAttribute('data-combobox-active')) option.click();
  return true;
}

let installed = false;

/**
 * Installs the guard once. It listens after React (bubbling on the window), so a picker's own
 * Enter handler has already chosen the highlighted option; the guard only cancels the browser's
 * implicit submission.
 */
export function installEnterGuard(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener('keydown', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (event.key !== 'Enter' || event.isComposing || !target) return;
    // The picker's own handler prevents the default when it chose; otherwise choose what is listed.
    if (!event.defaultPrevented && target instanceof HTMLInputElement && chooseListedOption(target)) {
      event.preventDefault();
      return;
    }
    if (blocksFormSubmit({ key: event.key, isComposing: event.isComposing, target })) event.preventDefault();
  });
}
