import { notifications } from '@mantine/notifications';
import { i18n } from '@/lib/i18n';
import { keptOverTyped } from './kept-over-typed';

/**
 * Retyping over a chosen value (issue 36, item 2): the box showed "FOB – Franco a bordo", a click put
 * the cursor at its end and "cif" was appended, so nothing matched, Enter chose nothing and leaving
 * the field put FOB back without a word. Now focusing a picker selects its text (typing replaces it
 * and searches for the new text), and leaving it with typed text that chose nothing says that the
 * field kept its value. Typing while the box shows the chosen label replaces it too (the focus stayed
 * in the field after choosing). One document-level listener covers every picker of the SPA.
 */

// Mantine's single select with a search box (every Select of the SPA; see the theme).
const isPicker = (target: EventTarget | null): target is HTMLInputElement =>
  target instanceof HTMLInputElement && target.classList.contains('mantine-Select-input') && !target.readOnly;

/** The field's visible label ("Incoterm"), for the message. */
function labelOf(input: HTMLInputElement): string {
  const labelled = input.getAttribute('aria-labelledby');
  const byId = labelled ? document.getElementById(labelled.split(' ')[0]) : null;
  const byFor = input.id ? document.querySelector(`label[for="${CSS.escape(input.id)}"]`) : null;
  return (byId ?? byFor)?.textContent?.replace(/\*$/, '').trim() ?? '';
}

function sayKept(input: HTMLInputElement, typed: string, kept: string): void {
  const field = labelOf(input);
  notifications.show({
    id: `picker-kept-${input.id}`,
    color: 'yellow',
    title: field || undefined,
    message: kept
      ? i18n.t('common:pickers.kept', { typed: typed.trim(), kept })
      : i18n.t('common:pickers.keptEmpty', { typed: typed.trim() }),
  });
}

/** A key that types a character (not a shortcut, not a named key such as Enter or ArrowDown). */
const isTyping = (event: KeyboardEvent) =>
  event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey && !event.isComposing;

const afterRender = (run: () => void) => requestAnimationFrame(() => requestAnimationFrame(run));

let installed = false;

export function installPickerFocus(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  const labels = new WeakMap<HTMLInputElement, string>();
  let pressed: HTMLInputElement | null = null;

  // A click places the cursor when the mouse button goes up: select the text after that.
  window.addEventListener(
    'mousedown',
    (event) => {
      pressed = isPicker(event.target) && document.activeElement !== event.target ? event.target : null;
    },
    { capture: true },
  );
  window.addEventListener(
    'mouseup',
    (event) => {
      if (pressed && event.target === pressed && document.activeElement === pressed) pressed.select();
      pressed = null;
    },
    { capture: true },
  );
  window.addEventListener(
    'focusin',
    (event) => {
      if (!isPicker(event.target)) return;
      const input = event.target;
      labels.set(input, input.value);
      // Focus by keyboard or by code: select now, before the first key (a click does it on mouseup).
      if (pressed !== input) input.select();
    },
    { capture: true },
  );
  // Typing while the box shows the chosen label (the field kept the focus after choosing, or the
  // cursor was placed in it): the typed text replaces the label instead of being appended to it.
  window.addEventListener(
    'keydown',
    (event) => {
      if (!isPicker(event.target) || !isTyping(event)) return;
      const input = event.target;
      const label = labels.get(input);
      if (label && input.value === label && input.selectionStart === input.selectionEnd) input.select();
    },
    { capture: true },
  );
  // Enter or a click on an option chose while the field kept the focus: that is its label now.
  const rememberChoice = () => {
    const input = document.activeElement;
    if (!isPicker(input)) return;
    afterRender(() => {
      if (document.activeElement === input && input.getAttribute('aria-expanded') !== 'true') {
        labels.set(input, input.value);
      }
    });
  };
  window.addEventListener('click', rememberChoice, { capture: true });
  window.addEventListener('keydown', (event) => event.key === 'Enter' && rememberChoice(), { capture: true });
  window.addEventListener(
    'focusout',
    (event) => {
      if (!isPicker(event.target)) return;
      const input = event.target;
      const before = labels.get(input) ?? '';
      const typed = input.value;
      afterRender(() => {
        // The Enter guard's own "left" signal keeps the focus here: not a real leave.
        if (document.activeElement === input) return;
        if (input.isConnected && keptOverTyped(before, typed, input.value)) sayKept(input, typed, input.value);
      });
    },
    { capture: true },
  );
}
