import { useLayoutEffect, type RefObject } from 'react';

/**
 * Gives the focus back to the control that opened a modal or drawer once it closes or unmounts
 * (WCAG 2.4.3, issue 47). Mantine does this only when `opened` turns true after the dialog mounted:
 * a dialog mounted already open (`{editing && <Modal opened />}`, a lazy chunk) lost the focus to the
 * page's body. The focus trap moves into the dialog after this layout effect, so it still sees the
 * opener. When the opener is gone or hidden (a menu's item), the focus goes to `fallback` (the menu's button).
 */
export function useReturnFocus(opened: boolean, fallback?: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    if (!opened) return;
    // A menu's item may have left the page before this runs: the focus is then on the body.
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && active !== document.body ? active : null;
    return () => {
      const closedAt = Date.now();
      // After the dialog has left the page (and after Mantine's own return, which may already be done). The
      // dialog may still hold the focus while it unmounts (longer on a loaded machine): look again until
      // it has let go, for up to two seconds, and only take the focus back from the body.
      const giveBack = () => {
        const now = document.activeElement;
        if (now && now !== document.body && now.isConnected) {
          if (now.closest('[role="dialog"]') && Date.now() - closedAt < 2_000) window.setTimeout(giveBack, 25);
          return;
        }
        // A closed menu's item may still be in the page, hidden: then it takes no focus either.
        if (opener?.isConnected) opener.focus({ preventScroll: true });
        if (!opener || document.activeElement !== opener) fallback?.current?.focus({ preventScroll: true });
      };
      window.setTimeout(giveBack, 20);
    };
  }, [opened, fallback]);
}
