import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** The navigation state the queue's Take button leaves: the pricing view then focuses its next action. */
export const TAKEN_STATE = { focusNextAction: true } as const;

/**
 * Where the focus goes once a quotation is taken (WCAG 2.4.3, issue 47): the Take button leaves the
 * page (the queue navigates to the pricing view; the view's own button disappears), and the focus fell
 * to the body. It moves to the next natural action instead. Returns the ref for that action and the
 * call for the view's own Take; a take from the queue focuses it once the view has shown it.
 */
export function useFocusAfterTake(ready: boolean) {
  const next = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const navigate = useNavigate();
  const fromQueue = (location.state as typeof TAKEN_STATE | null)?.focusNextAction === true;
  const done = useRef(false);
  useEffect(() => {
    if (!ready || !fromQueue || done.current) return;
    done.current = true;
    next.current?.focus();
    // Once only: a reload (the history keeps the state) or a way back must not move the focus again.
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [ready, fromQueue, navigate, location.pathname, location.search]);
  return { next, focusNext: () => next.current?.focus() };
}
