import { type CallHandler, type ExecutionContext, Inject, Injectable, type NestInterceptor } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { Observable } from 'rxjs';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { AppError } from '../errors/app-error.js';

/**
 * Routes allowed LONG_REQUEST_TIMEOUT_MS instead of REQUEST_TIMEOUT_MS, by their route template: file
 * imports (a whole sheet checked and written), exports and PDFs (built before the first byte when the
 * list is counted or the document rendered), and analytics (aggregates over a range the user picks,
 * whose statements get the long statement timeout too).
 */
const LONG_ROUTE = /^\/analytics\/|\/(import|export|pdf)$/;

export const isLongRoute = (routePath: string): boolean => LONG_ROUTE.test(routePath);

const ARRIVED_AT = Symbol('arrivedAt');
type Stamped = Request & { [ARRIVED_AT]?: number };

/** The first middleware: the time limit counts from the request's arrival, body reading and guards included. */
export function stampArrival(req: Request, _res: Response, next: NextFunction): void {
  (req as Stamped)[ARRIVED_AT] = performance.now();
  next();
}

/**
 * A request not answered within its time limit gets 503 REQUEST_TIMEOUT (with Retry-After) and the
 * handler's result, when it comes, is dropped (Nest writes nothing once the handler's stream is
 * unsubscribed). The work itself is bounded elsewhere: statements by statement_timeout, lock waits by
 * lock_timeout. An answer already under way (an export streaming its rows) is never cut: it is making
 * progress and its client sees it.
 */
@Injectable()
export class RequestTimeoutInterceptor implements NestInterceptor {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const http = context.switchToHttp();
    const req = http.getRequest<Stamped>();
    const res = http.getResponse<Response>();
    const route = (req.route as { path?: unknown } | undefined)?.path;
    const { requestMs, longRequestMs } = this.config.timeouts;
    const limit = typeof route === 'string' && isLongRoute(route) ? longRequestMs : requestMs;
    const left = Math.max(0, limit - (performance.now() - (req[ARRIVED_AT] ?? performance.now())));
    return new Observable((subscriber) => {
      const timer = setTimeout(() => {
        if (!res.headersSent)
          subscriber.error(new AppError('REQUEST_TIMEOUT', { limitMs: limit }, { 'Retry-After': '5' }));
      }, left);
      const inner = next.handle().subscribe({
        next: (value) => subscriber.next(value),
        error: (error: unknown) => {
          clearTimeout(timer);
          subscriber.error(error);
        },
        complete: () => {
          clearTimeout(timer);
          subscriber.complete();
        },
      });
      return () => {
        clearTimeout(timer);
        inner.unsubscribe();
      };
    });
  }
}
