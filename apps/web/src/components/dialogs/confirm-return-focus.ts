import { SECTION_ATTRIBUTE, SECTION_TITLE_ATTRIBUTE } from '@/components/quotation/section';

/** How long the closing modal may keep the focus (its transition, longer on a loaded machine). */
const LET_GO_MS = 2_000;
const RETRY_MS = 25;

/** Whether a keyboard user could be on `el`: in the page, shown and not disabled. */
export function canTakeFocus(el: HTMLElement | null): el is HTMLElement {
  return Boolean(el?.isConnected && !el.matches(':disabled') && el.getClientRects().length > 0);
}

/**
 * Call when a confirmation opens; call what it returns when it closes (WCAG 2.4.3, issue 47).
 * Mantine gives the focus back to the opener, but the confirmed action often disables it (loading,
 * nothing left to publish) or removes it (the approval asked), and the focus fell to the body. Then
 * the opener's section title takes it (components/quotation/section.tsx), so the next Tab goes on
 * from where the user was.
 */
export function confirmReturnFocus(): () => void {
  if (typeof document === 'undefined') return () => undefined;
  const active = document.activeElement;
  const opener = active instanceof HTMLElement && active !== document.body ? active : null;
  const title =
    opener?.closest(`[${SECTION_ATTRIBUTE}]`)?.querySelector<HTMLElement>(`[${SECTION_TITLE_ATTRIBUTE}]`) ?? null;
  return () => {
    const closedAt = Date.now();
    const giveBack = () => {
      const now = document.activeElement;
      const waited = Date.now() - closedAt;
      // The modal still holds it while it fades out: look again. Focus elsewhere was put there on purpose.
      // A disabled element that keeps the focus (the opener, when it had it back) holds nothing either.
      if (now && now !== document.body && now.isConnected && !now.matches(':disabled')) {
        if (now.closest('[role="dialog"]') && waited < LET_GO_MS) window.setTimeout(giveBack, RETRY_MS);
        return;
      }
      if (canTakeFocus(opener)) opener.focus({ preventScroll: true });
      else if (canTakeFocus(title)) title.focus();
    };
    window.setTimeout(giveBack, RETRY_MS);
  };
}
