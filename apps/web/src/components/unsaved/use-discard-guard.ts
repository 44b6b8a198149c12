import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { openConfirm } from '@/components/confirm';

export type DiscardTexts = { message: string; confirm: string; keep: string };

/**
 * Closing a form that has unsaved work in it (its Cancel, Escape, a click on the dimmed page) asks
 * first. Keep `dirtyRef` pointing at the form's own "is anything changed", and route every close
 * through `requestClose`; `confirmDiscard` is the question itself (for useLeaveGuard). Texts default
 * to common:unsaved (changes); a form may name what is lost ("the ticket", "the request").
 */
export function useDiscardGuard(texts?: DiscardTexts) {
  const { t } = useTranslation('common');
  const dirtyRef = useRef<() => boolean>(() => false);
  // Every open Mantine modal closes on Escape (no modal stack here): the Escape that dismisses the
  // question also reaches the form's own dialog, whose close would ask again. While the question is
  // up, and until that same key event is over, a close request is the question's, not a new one.
  const asking = useRef(false);
  const message = texts?.message ?? t('unsaved.message');
  const confirmLabel = texts?.confirm ?? t('unsaved.confirm');
  const cancelLabel = texts?.keep ?? t('unsaved.keep');
  const confirmDiscard = useCallback(
    (discard: () => void, stay?: () => void) => {
      asking.current = true;
      let discarded = false;
      // Opened once the key event that asked is over: Mantine's modals close on a window listener,
      // and one that runs after ours (mount order) must not see this question and close it at once.
      setTimeout(
        () =>
          openConfirm({
            message,
            confirmLabel,
            cancelLabel,
            danger: true,
            onConfirm: () => {
              discarded = true;
              discard();
            },
            onClose: () => {
              if (!discarded) stay?.();
              setTimeout(() => (asking.current = false), 0);
            },
          }),
        0,
      );
    },
    [message, confirmLabel, cancelLabel],
  );
  const requestClose = (close: () => void) => {
    if (asking.current) return;
    if (dirtyRef.current()) confirmDiscard(close);
    else close();
  };
  return { dirtyRef, requestClose, confirmDiscard };
}
