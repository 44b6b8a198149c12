import { useMatches } from 'react-router';
import type { RouteId } from '@/lib/route-table';

/** Data each table route carries for the layout (header, document title) and placeholders. */
export type RouteHandle = { routeId: RouteId; chrome: boolean };

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'routeId' in value;
}

/** The handle of the deepest matched table route, if any. */
export function useRouteHandle(): RouteHandle | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i].handle;
    if (isRouteHandle(handle)) return handle;
  }
  return null;
}
