import { type RefObject, useEffect, useRef } from 'react';
import { type Location, useBlocker, useNavigate } from 'react-router';

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
  /** Asks the user; `leave` is called only if they choose to lose the work. */
  confirmLeave: (leave: () => void) => void;
};

const anyLocation = () => true;

/**
 * Unsaved work survives the browser's Back, a link elsewhere and closing or reloading the tab (the
 * request drawer's own close asked first, but Back removed `?new=1` and the form was gone without a
 * word). Returns `allowLeave`, to call before the form goes away on purpose (saved, or discard confirmed).
 * One at a time: React Router allows a single blocker, and only one form is open.
 */
export function useLeaveGuard({ active, dirtyRef, keepsForm = anyLocation, confirmLeave }: LeaveGuard): () => void {
  const navigate = useNavigate();
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

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    // Back to where the user was while they decide; leaving, if chosen, goes to where they were heading.
    const target = blocker.location;
    blocker.reset();
    confirmLeave(() => {
      allowed.current = true;
      void navigate(`${target.pathname}${target.search}${target.hash}`, { state: target.state as unknown });
    });
  }, [blocker, confirmLeave, navigate]);

  // Closing or reloading the tab: the browser's own question (its text cannot be chosen).
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!allowed.current && dirtyRef.current()) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active, dirtyRef]);

  return () => {
    allowed.current = true;
  };
}
