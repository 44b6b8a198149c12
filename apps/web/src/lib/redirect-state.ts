// What the guards hand the sign-in page and home in the navigation state, and how those pages read it
// back: shared by the shell and two features, so it lives below both.

/** Where the sign-in page sends the user back to (spec: the page first asked for). */
export type LoginState = { from?: string };

/** The remembered page, if it is a path of this app (never another origin or /login itself). */
export function afterLoginTarget(state: unknown): string {
  const from = (state as LoginState | null)?.from;
  if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/login')) {
    return from;
  }
  return '/home';
}

/** Why home was opened instead of the link the user followed, and that link (issue 24, item 13). */
export type DeniedState = { denied: { path: string; reason: 'permission' | 'module' } };

/** The refused link carried to home, if any (only a path of this app). */
export function deniedAccess(state: unknown): DeniedState['denied'] | null {
  const denied = (state as Partial<DeniedState> | null)?.denied;
  if (!denied || typeof denied.path !== 'string' || !denied.path.startsWith('/') || denied.path.startsWith('//')) {
    return null;
  }
  return { path: denied.path, reason: denied.reason === 'module' ? 'module' : 'permission' };
}
