import type { AppModule, Permission } from '@freight/shared';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAppConfig } from '@/lib/app-config';
import { hasPermission, sessionStore, useSession } from '@/lib/session';

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

/** Signed-out visitors go to /login, remembering the page unless they chose to log out. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    const remember = sessionStore.lastEndReason() !== 'logout';
    const state: LoginState | undefined = remember
      ? { from: `${location.pathname}${location.search}${location.hash}` }
      : undefined;
    return <Navigate to="/login" replace state={state} />;
  }
  return <Outlet />;
}

/** /login while signed in goes to /home, or to the remembered page right after sign-in. */
export function GuestOnly() {
  const session = useSession();
  const location = useLocation();
  if (session) return <Navigate to={afterLoginTarget(location.state)} replace />;
  return <Outlet />;
}

type RequireAccessProps = { permission?: Permission; module?: AppModule };

/**
 * A signed-in user without the route's permission goes to /home; so does anyone when
 * the route's module is switched off (checked once the public config is known).
 */
export function RequireAccess({ permission, module }: RequireAccessProps) {
  const session = useSession();
  const { data: config } = useAppConfig();
  if (permission && !hasPermission(session, permission)) return <Navigate to="/home" replace />;
  if (module && config && !config.modules.includes(module)) return <Navigate to="/home" replace />;
  return <Outlet />;
}
