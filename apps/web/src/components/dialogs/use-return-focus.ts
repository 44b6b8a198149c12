import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/** How long a closed dialog may keep the focus (unmounting, longer on a loaded machine) before we give up. */
const LET_GO_MS = 10_000;

/**
 * Gives the focus back to the control that opened a modal or drawer once it closes or unmounts
 * (WCAG 2.4.3, issue 47). Mantine does this only when `opened` turns true after the dialog mounted:
 * a dialog mounted already open (`{editing && <Modal opened />}`, a lazy chunk) lost the focus to the
 * page's body. The focus trap moves into the dialog after this layout effect, so it still sees the
 * opener. When the opener is gone or hidden (a menu's item), the focus goes to `fallback` (the menu's button).
 *
 * A Suspense boundary above the dialog may hide it for a moment while it is open (a translation or a
 * chunk still loading): React then runs this effect's cleanup and, when it shows the dialog again, the
 * effect. That is not a close: the focus stays where the dialog's trap puts it, and the opener seen at
 * the first showing stands (at the second the focus may be on the body).
 */
export function useReturnFocus(opened: boolean, fallback?: RefObject<HTMLElement | null>): void {
  const opener = useRef<HTMLElement | null>(null);
  const openedNow = useRef(opened);
  const mounted = useRef(true);
  const showings = useRef(0);
  // Layout effects do not run while a Suspense boundary hides the dialog: this stays true then.
  useLayoutEffect(() => {
    openedNow.current = opened;
  });
  // Passive effects stay mounted while hidden: this turns false only when the dialog leaves the page.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useLayoutEffect(() => {
    if (!opened) return;
    const showing = ++showings.current;
    // A menu's item may have left the page before this runs: the focus is then on the body.
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body && !active.closest('[role="dialog"]')) {
      opener.current = active;
    }
    return () => {
      const closedAt = Date.now();
      const giveBack = () => {
        // Shown again (or opened again): that showing returns the focus when it closes.
        if (showings.current !== showing) return;
        const waited = Date.now() - closedAt;
        if (mounted.current && openedNow.current) {
          // Hidden by Suspense while still open: look again until it shows or closes.
          if (waited < LET_GO_MS) window.setTimeout(giveBack, 50);
          return;
        }
        // After the dialog has left the page (and after Mantine's own return, which may already be done):
        // it may still hold the focus while it unmounts. Only take the focus back from the body.
        const now = document.activeElement;
        if (now && now !== document.body && now.isConnected) {
          if (now.closest('[role="dialog"]') && waited < LET_GO_MS) window.setTimeout(giveBack, 25);
          return;
        }
        const back = opener.current;
        opener.current = null;
        // A closed menu's item may still be in the page, hidden: then it takes no focus either.
        if (back?.isConnected) back.focus({ preventScroll: true });
        if (!back || document.activeElement !== back) fallback?.current?.focus({ preventScroll: true });
      };
      window.setTimeout(giveBack, 20);
    };
  }, [opened, fallback]);
}
