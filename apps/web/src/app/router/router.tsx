import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { FullPageLoader } from '@/components/full-page-loader';
import { RouteErrorBoundary } from '@/app/errors/route-error-boundary';
import { RootLayout } from '@/app/layout/root-layout';
import { GuestOnly, RequireAccess, RequireAuth } from './guards';
import type { RouteHandle } from './route-handle';
import { ROUTE_TABLE, type RouteDef, type RouteId } from '@/lib/route-table';
import { SCREENS } from './screens';

function toRouteObject(route: RouteDef & { id: RouteId }): RouteObject {
  const handle: RouteHandle = { routeId: route.id, chrome: route.chrome ?? true };
  return {
    path: route.path,
    handle,
    element: <RequireAccess route={route} module={route.module} />,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: await SCREENS[route.id]() }),
      },
    ],
  };
}

function routesWith(access: RouteDef['access']): RouteObject[] {
  return ROUTE_TABLE.filter((route) => route.access === access).map(toRouteObject);
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      {
        // Errors inside a screen keep the header: this pathless route catches them below the layout.
        errorElement: <RouteErrorBoundary />,
        children: [
          { index: true, element: <Navigate to="/home" replace /> },
          { element: <GuestOnly />, children: routesWith('guest') },
          { element: <RequireAuth />, children: routesWith('private') },
          ...routesWith('public'),
          // Spec: any unknown path redirects to home (which sends signed-out visitors to /login).
          { path: '*', element: <Navigate to="/home" replace /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
