import { useEffect, useRef, useState } from 'react';

/** How long after sending the section may still take the focus (the summary's refetch on a slow line). */
const WAIT_MS = 10_000;

/**
 * Once a quotation is sent, its send button goes away with the dialog (nothing left to send) and the
 * focus fell to the body (WCAG 2.4.3, issue 47). When the summary says it cannot be sent any more,
 * the section's title takes the focus. Returns the title's ref and the call for the dialog's success.
 */
export function useFocusAfterSend(canSend: boolean | undefined) {
  const title = useRef<HTMLHeadingElement>(null);
  const [sent, setSent] = useState(false);
  useEffect(() => {
    if (!sent) return;
    if (canSend === false) {
      title.current?.focus();
      setSent(false);
      return;
    }
    // Still sendable (a re-send is allowed): the dialog gave the focus back to its button.
    const giveUp = window.setTimeout(() => setSent(false), WAIT_MS);
    return () => window.clearTimeout(giveUp);
  }, [sent, canSend]);
  return { title, onSent: () => setSent(true) };
}
