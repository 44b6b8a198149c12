import { type RefObject, useEffect, useRef } from 'react';
import { type Location, useBlocker } from 'react-router';

type LeaveGuard = {
  /** The form is open (the guard sleeps otherwise). */
  active: boolean;
  /** Whether leaving now would lose work (read when the user tries to leave). */
  dirtyRef: RefObject<() => boolean>;
  /**
   * Whether a location of the same page still shows the form (e.g. a drawer's `?new=1` kept): moving
   * there is not leaving. By default any location of the same path keeps it (a page-sized form).
   */
  keepsForm?: (location: Location) => boolean;
  /** Asks the user: `leave` if they choose to lose the work, `stay` if they close the question otherwise. */
  confirmLeave: (leave: () => void, stay: () => void) => void;
};

const anyLocation = () => true;

/**
 * Unsaved work survives the browser's Back, a link elsewhere and closing or reloading the tab (the
 * request drawer's own close asked first, but Back removed `?new=1` and the form was gone without a
 * word). Returns `allowLeave`, to call before the form goes away on purpose (saved, or discard confirmed).
 * One at a time: React Router allows a single blocker, and only one form is open.
 */
export function useLeaveGuard({ active, dirtyRef, keepsForm = anyLocation, confirmLeave }: LeaveGuard): () => void {
  const allowed = useRef(false);
  // Each opening of the form is guarded afresh.
  useEffect(() => {
    if (active) allowed.current = false;
  }, [active]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      active &&
      !allowed.current &&
      !(nextLocation.pathname === currentLocation.pathname && keepsForm(nextLocation)) &&
      dirtyRef.current(),
  );

  // The navigation waits, blocked, while the user decides: leaving lets that same navigation go on (a
  // Back stays a Back in the history), staying cancels it. Asked once per blocked navigation (the
  // effect follows the state only; the blocker object is new on every render).
  const blockerRef = useRef(blocker);
  blockerRef.current = blocker;
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    confirmLeave(
      () => {
        allowed.current = true;
        blockerRef.current.proceed?.();
      },
      () => blockerRef.current.reset?.(),
    );
  }, [blocker.state]);

  // Closing or reloading the tab: the browser's own question (its text cannot be chosen).
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!allowed.current && dirtyRef.current()) {
        event.preventDefault();
        // Older engines show the question only when returnValue is set.
        event.returnValue = '';
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active, dirtyRef]);

  return () => {
    allowed.current = true;
  };
}
