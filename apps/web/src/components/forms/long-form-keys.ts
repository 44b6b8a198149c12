import { isPickerInput, type KeyTarget } from './picker-input';

/**
 * Enter in a long form (the request, a client, an operation...) never sends it (issue 36, item 4):
 * a person pressing Enter after typing a name means "done with this field", not "send everything".
 * Enter moves on to the next field; Ctrl+Enter (or Cmd+Enter) and the send button send.
 */
export type LongFormKey = {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  isComposing?: boolean;
  target: (KeyTarget & { type?: string }) | null;
};

/** `stay`: Enter does nothing here (the browser would have sent the form). */
export type LongFormAction = 'submit' | 'next' | 'stay' | 'none';

// Inputs nobody types in: Enter there stays put (browsers may send the form from a checkbox).
const NOT_TYPED = new Set([
  'checkbox',
  'radio',
  'button',
  'submit',
  'reset',
  'file',
  'image',
  'hidden',
  'range',
  'color',
]);

/** What Enter does in a long form: send (with Ctrl/Cmd), move to the next field, nothing, or its own thing. */
export function longFormEnter(event: LongFormKey): LongFormAction {
  if (event.key !== 'Enter' || event.isComposing || !event.target) return 'none';
  const tag = event.target.tagName.toUpperCase();
  if (event.ctrlKey || event.metaKey) return tag === 'INPUT' || tag === 'TEXTAREA' ? 'submit' : 'none';
  // A textarea takes a new line; a button presses; a picker chooses (see enter-guard.ts).
  if (tag !== 'INPUT' || isPickerInput(event.target)) return 'none';
  const type = (event.target.getAttribute('type') ?? 'text').toLowerCase();
  return NOT_TYPED.has(type) ? 'stay' : 'next';
}

// Where Enter moves the cursor to: the next field a person types or picks in.
const NEXT_FIELD =
  'input:not([type="hidden"]):not(:disabled), textarea:not(:disabled), select:not(:disabled), button[role="switch"]:not(:disabled)';

/** The field after `from` in `form`, in document order, that is shown; null at the end of the form. */
export function nextField(form: HTMLFormElement, from: Element): HTMLElement | null {
  const fields = [...form.querySelectorAll<HTMLElement>(NEXT_FIELD)].filter(
    (field) => field.getClientRects().length > 0 && field.tabIndex >= 0,
  );
  const index = fields.indexOf(from as HTMLElement);
  return index >= 0 ? (fields[index + 1] ?? null) : null;
}
