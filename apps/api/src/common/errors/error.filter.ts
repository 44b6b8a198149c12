import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Inject, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ERROR_HTTP_STATUS, type ErrorBody, type ErrorCode } from '@freight/shared';
import { ERROR_MESSAGES } from '@freight/shared/error-messages';
import type { AuthUser } from '../auth/auth-user.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { AppError } from './app-error.js';
import { constraintViolation } from './constraint-violation.js';
import { DENIAL_RECORDER, type DenialRecorder } from './denial-recorder.js';
import { isDependencyFailure } from './dependency-failure.js';
import { isWriteConflict } from '../prisma/db-refusal.js';
import { pickLanguage } from './language.js';
import { timeLimitCode } from './time-limit.js';

/** Maps every failure to `{ code, message, details }`; never leaks stack traces. */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('ErrorFilter');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DENIAL_RECORDER) private readonly denials: DenialRecorder,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const res = http.getResponse<Response>();
    const req = http.getRequest<Request>();
    const error = this.toAppError(exception);
    if (error.code === 'INTERNAL_ERROR') {
      this.logger.error({ err: exception, path: req.url }, 'Unhandled error');
    }
    // An answer already under way (a file streaming) cannot become an error body: cut it, so the client
    // sees a failed download rather than a truncated file; one already answered gets nothing more.
    if (res.headersSent) {
      if (!res.writableEnded) res.destroy();
      return;
    }
    // Denials land in the audit trail (never awaited: the answer does not wait for it, nor fail with it).
    if (error.status === 403) this.recordDenial(req, error.code);
    const lang = pickLanguage(req.headers['accept-language'], this.config.defaultLanguage);
    const body: ErrorBody = { code: error.code, message: ERROR_MESSAGES[error.code][lang], details: error.details };
    // Set by the request logger (request-log.ts), so the answer names the log line that tells the rest.
    const requestId = (req as Request & { id?: unknown }).id;
    if (typeof requestId === 'string') body.requestId = requestId;
    for (const [k, v] of Object.entries(error.headers)) res.setHeader(k, v);
    res.status(error.status).json(body);
  }

  private recordDenial(req: Request, code: ErrorCode): void {
    const user = (req as Request & { user?: AuthUser }).user ?? null;
    const path = (req.originalUrl ?? req.url).split('?')[0].slice(0, 300);
    void this.denials.recordDenial(user, { method: req.method, path, code, ip: req.ip ?? null });
  }

  private toAppError(exception: unknown): AppError {
    if (exception instanceof AppError) return exception;
    const limit = timeLimitCode(exception);
    if (limit) return new AppError(limit, null, { 'Retry-After': '5' });
    if (isDependencyFailure(exception)) return new AppError('DEPENDENCY_UNAVAILABLE', null, { 'Retry-After': '5' });
    // A single statement outside runTransaction that PostgreSQL aborted for a deadlock: nothing was written.
    if (isWriteConflict(exception)) return new AppError('WRITE_CONFLICT', null, { 'Retry-After': '1' });
    const constraint = constraintViolation(exception);
    if (constraint) return constraint;
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      return new AppError(codeForStatus(status));
    }
    // body-parser errors (malformed JSON, too large) carry a status and a type.
    const e = exception as { status?: number; type?: string };
    if (e && typeof e.status === 'number') {
      if (e.type === 'entity.too.large' || e.status === 413) return new AppError('PAYLOAD_TOO_LARGE');
      if (e.status >= 400 && e.status < 500) return new AppError('MALFORMED_REQUEST');
    }
    return new AppError('INTERNAL_ERROR');
  }
}

function codeForStatus(status: number): ErrorCode {
  const match: Partial<Record<number, ErrorCode>> = {
    400: 'MALFORMED_REQUEST',
    401: 'AUTH_TOKEN_INVALID',
    403: 'FORBIDDEN',
    404: 'NOT_FOUND',
    405: 'NOT_FOUND',
    409: 'CONFLICT',
    413: 'PAYLOAD_TOO_LARGE',
    429: 'RATE_LIMITED',
  };
  const code = match[status];
  if (code) return code;
  return status >= 500
    ? 'INTERNAL_ERROR'
    : ((Object.entries(ERROR_HTTP_STATUS).find(([, s]) => s === status)?.[0] as ErrorCode) ?? 'MALFORMED_REQUEST');
}
