/**
 * Which keys and elements are a picker's (issue 24, item 1): pure rules, apart from the document-wide
 * guard (enter-guard.ts), so that sign-in's forms (AppForm's Enter handling) carry only these.
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
