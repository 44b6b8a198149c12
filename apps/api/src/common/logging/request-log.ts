import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request } from 'express';
import type { Params } from 'nestjs-pino';
import type { AppConfig } from '../config/app-config.js';
import { routeTemplate } from '../http/route-template.js';
import { traceLogFields } from '../telemetry/trace-context.js';

/** The header a request id comes in (from a load balancer) and goes back out in. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** An incoming id is kept only when it is a short token of safe characters (it lands in logs and answers). */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The caller's id when it is a safe token, else a new UUID; echoed in the response header either way. */
export function requestIdOf(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  const id = typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader(REQUEST_ID_HEADER, id);
  return id;
}

/**
 * The first middleware: every answer carries an id, even a refusal by the body parsers that runs before
 * the request logger (which keeps the id it finds on `req.id`).
 */
export function assignRequestId(req: IncomingMessage & { id?: string }, res: ServerResponse, next: () => void): void {
  req.id ??= requestIdOf(req, res);
  next();
}

/** What a request line adds once the answer is known: the route template and the signed-in user's id. */
function answered(req: IncomingMessage): { route: string; userId: string | null } {
  const r = req as Request & { user?: { id?: unknown } };
  return { route: routeTemplate(r), userId: typeof r.user?.id === 'string' ? r.user.id : null };
}

/**
 * One JSON line per request (issue 45): `req.id`, `req.method`, `route` (the template, never the raw URL,
 * whose query may carry names or e-mail addresses), `userId`, `res.statusCode` and `responseTime` (ms).
 * Never headers, bodies or tokens.
 */
export function requestLogOptions(config: Pick<AppConfig, 'logLevel'>): Params {
  return {
    pinoHttp: {
      level: config.logLevel,
      // Every line, requests' and the app's, names the trace it belongs to (tracing on).
      mixin: traceLogFields,
      genReqId: requestIdOf,
      serializers: {
        req: (req: { id: string; method: string }) => ({ id: req.id, method: req.method }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      customSuccessObject: (req, _res, val: object) => ({ ...val, ...answered(req) }),
      customErrorObject: (req, _res, _err, val: object) => ({ ...val, ...answered(req) }),
    },
  };
}
