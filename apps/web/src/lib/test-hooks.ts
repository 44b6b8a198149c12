import { browserStorage } from './browser-storage';

/**
 * Hooks for browser tests only (a forced crash of a form): active in development, or where a test
 * set this flag in the page's storage. A person would have to set it on purpose, and it only makes
 * their own screen fail the way a bug would.
 */
export const TEST_HOOKS_FLAG = 'freight.testHooks';

export function testHooksEnabled(): boolean {
  if (import.meta.env.DEV) return true;
  try {
    return browserStorage()?.getItem(TEST_HOOKS_FLAG) === '1';
  } catch {
    return false;
  }
}
