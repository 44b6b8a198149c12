import { type RefObject, useEffect } from 'react';

/**
 * Points a guard's `dirtyRef` (useDiscardGuard, useLeaveGuard) at this form's own "is anything
 * changed" while the form is mounted, and back at "nothing" once it is gone.
 */
export function useDirtyReport(dirtyRef: RefObject<() => boolean> | undefined, isDirty: () => boolean): void {
  useEffect(() => {
    if (!dirtyRef) return;
    dirtyRef.current = isDirty;
    return () => {
      dirtyRef.current = () => false;
    };
  });
}
