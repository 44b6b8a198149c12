import type { Request } from 'express';

/** The one route label of every request no route matched (404s, scanners, the SPA's files). */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * The route template Express matched (`/app/v1/quotations/:ref`), never the raw path: a label per
 * reference would grow the series without bound. Set once routing ran; refusals before it (a body too
 * large) and paths no route knows share UNMATCHED_ROUTE.
 */
export function routeTemplate(req: Request): string {
  const path = (req.route as { path?: unknown } | undefined)?.path;
  // Nest answers unknown paths from a catch-all route (`{/*splat}`): a wildcard is no template.
  return typeof path === 'string' && !path.includes('*') ? `${req.baseUrl ?? ''}${path}` : UNMATCHED_ROUTE;
}
