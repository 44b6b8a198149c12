import type { NextFunction, Request, Response } from 'express';
import type { Metrics } from './metrics.service.js';

/** The one route label of every request no route matched (404s, scanners, the SPA's files). */
export const UNMATCHED_ROUTE = 'unmatched';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

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

/**
 * Times every request from its arrival to its last byte (or the client leaving: status `aborted`) and
 * counts those in flight. Registered first, so refusals by the body parsers are measured too.
 */
export function httpMetrics(metrics: Metrics) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const start = performance.now();
    metrics.httpInFlight.inc();
    let done = false;
    const end = () => {
      if (done) return;
      done = true;
      metrics.httpInFlight.dec();
      metrics.httpDuration.observe(
        {
          method: METHODS.has(req.method) ? req.method : 'OTHER',
          route: routeTemplate(req),
          status: res.writableFinished ? String(res.statusCode) : 'aborted',
        },
        (performance.now() - start) / 1000,
      );
    };
    res.once('finish', end);
    res.once('close', end);
    next();
  };
}
