import { notifications } from '@mantine/notifications';
import { i18n } from '@/lib/i18n';
import { REFUSED_NUMBER } from './markers';

// Mantine marks an input with an error `aria-invalid`; a number field showing unreadable text is marked too.
const INVALID = `[aria-invalid="true"], [${REFUSED_NUMBER}], [data-field-error]`;
// The fields a person types or picks in (radios and switches come later in a form's flow).
const FIELD =
  'input:not([type="hidden"]):not([type="radio"]):not([type="checkbox"]):not(:disabled), textarea:not(:disabled)';

/** Scrolls a field to the middle of its scroll area (drawer, modal or page) and puts the cursor in it. */
export function revealField(field: HTMLElement): void {
  field.scrollIntoView({ block: 'center', inline: 'nearest' });
  field.focus({ preventScroll: true });
}

/** The first field of `root` that shows an error, in document order. */
export function firstInvalidField(root: ParentNode | null | undefined): HTMLElement | null {
  return root?.querySelector<HTMLElement>(INVALID) ?? null;
}

/** The first field a person fills in `root`. */
export function firstField(root: ParentNode | null | undefined): HTMLElement | null {
  return root?.querySelector<HTMLElement>(FIELD) ?? null;
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * After a refused send, once React has drawn the error messages, brings the first invalid field
 * into view and focuses it (issue 24, item 4). Returns whether one was found.
 */
export async function revealFirstInvalid(root: HTMLElement | null | undefined): Promise<boolean> {
  await nextFrame();
  await nextFrame();
  if (!root?.isConnected) return false;
  const field = firstInvalidField(root);
  if (field) revealField(field);
  return field !== null;
}

/** Red toast "check the marked fields" (spec section 8 title). */
export function notifyInvalidFields(): void {
  notifications.show({
    color: 'red',
    title: i18n.t('common:alerts.errorTitle'),
    message: i18n.t('common:forms.invalid'),
  });
}

/**
 * A number field under `root` shows text it cannot read: reveal it, say so and return true, so the
 * caller sends nothing. For screens whose send button is not a form's submit (costs, sells).
 */
export function stopOnRefusedNumber(root: ParentNode | null | undefined): boolean {
  const refused = root?.querySelector<HTMLElement>(`input[${REFUSED_NUMBER}]`) ?? null;
  if (!refused) return false;
  revealField(refused);
  notifyInvalidFields();
  return true;
}
