import { useEffect, useState } from 'react';
import { testHooksEnabled } from '@/lib/test-hooks';

/** The window event a browser test dispatches to make the request form fail while rendering. */
export const TEST_CRASH_EVENT = 'freight:test-crash-request-form';

/**
 * Test only (see lib/test-hooks.ts): throws during render on TEST_CRASH_EVENT, the way a bug in a
 * field would, so a test proves the form comes back with what was typed. Renders nothing.
 */
export function CrashTrigger() {
  const [crash, setCrash] = useState(false);
  useEffect(() => {
    if (!testHooksEnabled()) return;
    const onCrash = () => setCrash(true);
    window.addEventListener(TEST_CRASH_EVENT, onCrash);
    return () => window.removeEventListener(TEST_CRASH_EVENT, onCrash);
  }, []);
  if (crash) throw new Error('Request form crash asked for by a test');
  return null;
}
