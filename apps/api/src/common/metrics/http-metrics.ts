import type { NextFunction, Request, Response } from 'express';
import { routeTemplate } from '../http/route-template.js';
import type { Metrics } from './metrics.service.js';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

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
