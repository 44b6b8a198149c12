import type { AppModule } from '@freight/shared';
import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageLoader } from '@/components/full-page-loader';
import { useAppConfig } from '@/lib/app-config';
import { usePasswordChangeRequired } from '@/lib/password-change';
import { sessionStore, useSession } from '@/lib/session';
import { afterLoginTarget, type DeniedState, type LoginState } from '@/lib/redirect-state';
import { routeAllows, type RouteDef } from '@/lib/route-table';

const ForcedPasswordChange = lazy(() =>
  import('@/features/account/routes/forced-password-change').then((m) => ({ default: m.ForcedPasswordChange })),
);

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

type RequireAccessProps = { route: RouteDef; module?: AppModule };

/**
 * A signed-in user without the route's permission goes to /home; so does anyone when
 * the route's module is switched off (checked once the public config is known). Home says why
 * and keeps the link, so signing in as someone with access opens it.
 */
export function RequireAccess({ route, module }: RequireAccessProps) {
  const session = useSession();
  const location = useLocation();
  const { data: config } = useAppConfig();
  const path = `${location.pathname}${location.search}${location.hash}`;
  if (route.permission && !routeAllows(route, session?.permissions ?? [])) {
    const state: DeniedState = { denied: { path, reason: 'permission' } };
    return <Navigate to="/home" replace state={state} />;
  }
  if (module && config && !config.modules.includes(module)) {
    const state: DeniedState = { denied: { path, reason: 'module' } };
    return <Navigate to="/home" replace state={state} />;
  }
  return <Outlet />;
}
