import { AppShell, Progress } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { useRouteHandle } from '@/app/router/route-handle';
import { usePasswordChangeRequired } from '@/lib/password-change';
import { hasPermission, sessionStore, useSession } from '@/lib/session';
import { Header } from './header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

// The real-time channel exists only for signed-in users, so its code loads after sign-in.
const NotificationsLive = lazy(() =>
  import('@/features/notifications/live/notifications-live').then((m) => ({ default: m.NotificationsLive })),
);

// The support widget (spec section 2) loads after sign-in, only for SUPPORT_USER holders.
const SupportWidget = lazy(() =>
  import('@/features/support/widget/support-widget').then((m) => ({ default: m.SupportWidget })),
);

// Spec section 9: header offset 62.5 (taken as pixels).
const HEADER_HEIGHT = 62.5;
// The support button's own strip at the bottom: floating over the page it covered the first column
// of lists and the last sell line (issue 36 item 10); the main area ends above it instead.
const SUPPORT_BAR_HEIGHT = 44;

/** The shell: header only when signed in and not on third-party routes (spec section 1). */
export function RootLayout() {
  const { t } = useTranslation(['nav', 'common']);
  const session = useSession();
  const handle = useRouteHandle();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  // Until a one-time password is changed the API answers nothing else: no header, no live channel.
  const mustChangePassword = usePasswordChangeRequired();
  const signedIn = session !== null && !mustChangePassword;
  const withHeader = signedIn && (handle?.chrome ?? true);
  // Never on third-party or agent routes (no header there).
  const withSupport = withHeader && hasPermission(session, 'SUPPORT_USER');

  // Also re-check on every navigation, so an expired token is noticed before the 5-minute tick.
  useEffect(() => {
    sessionStore.check();
  }, [pathname]);

  const title = handle ? t(`nav:screens.${handle.routeId}`) : null;
  const appName = t('common:appName');
  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : appName;
  }, [title, appName]);

  return (
    <AppShell
      header={withHeader ? { height: HEADER_HEIGHT } : undefined}
      footer={withSupport ? { height: SUPPORT_BAR_HEIGHT } : undefined}
      padding={withHeader ? 'md' : 0}
    >
      {withHeader && <SkipLink />}
      {withHeader && (
        <AppShell.Header>
          {navigation.state === 'loading' && (
            <Progress value={100} animated size="xs" radius={0} pos="absolute" top={0} left={0} right={0} />
          )}
          <Header />
        </AppShell.Header>
      )}
      {/* Outside the header: pushes keep arriving on screens without it. */}
      {signedIn && (
        <Suspense fallback={null}>
          <NotificationsLive />
        </Suspense>
      )}
      {withSupport && (
        <AppShell.Footer px="md" style={{ display: 'flex', alignItems: 'center' }} data-testid="support-bar">
          <Suspense fallback={null}>
            <SupportWidget />
          </Suspense>
        </AppShell.Footer>
      )}
      {/* Focusable by script only: the skip link lands here. */}
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} style={{ outline: 'none' }}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
