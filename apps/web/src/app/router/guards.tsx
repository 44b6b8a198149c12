import type { AppModule, Permission } from '@freight/shared';
import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageLoader } from '@/components/full-page-loader';
import { useAppConfig } from '@/lib/app-config';
import { usePasswordChangeRequired } from '@/lib/password-change';
import { hasPermission, sessionStore, useSession } from '@/lib/session';

const ForcedPasswordChange = lazy(() =>
  import('@/features/account/routes/forced-password-change').then((m) => ({ default: m.ForcedPasswordChange })),
);

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

/**
 * Signed-out visitors go to /login, remembering the page unless they chose to log out. A user
 * signed in with a one-time password sees only the change-password screen, whatever the route.
 */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  const mustChangePassword = usePasswordChangeRequired();
  if (!session) {
    const remember = sessionStore.lastEndReason() !== 'logout';
    const state: LoginState | undefined = remember
      ? { from: `${location.pathname}${location.search}${location.hash}` }
      : undefined;
    return <Navigate to="/login" replace state={state} />;
  }
  if (mustChangePassword) {
    return (
      <Suspense fallback={<FullPageLoader />}>
        <ForcedPasswordChange />
      </Suspense>
    );
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
