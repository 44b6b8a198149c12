import { ERROR_CODES, type ErrorBody, type ErrorCode } from '@freight/shared';
import { currentLanguage } from './i18n';
import { passwordChangeStore } from './password-change';
import { sessionStore } from './session';

/** Codes the API can return plus the one the browser adds when the API is unreachable. */
export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR';

export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly details: Record<string, unknown> | null;
  /** The API's id of the failed request (its log line): the "Reference" a user quotes to the help desk. */
  readonly requestId: string | null;

  constructor(
    status: number,
    code: ApiErrorCode,
    message: string,
    details: Record<string, unknown> | null = null,
    requestId: string | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
    this.requestId = requestId;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions = {
  method?: HttpMethod;
  /** Sent as JSON, except FormData (multipart uploads), which the browser encodes itself. */
  body?: unknown;
  /** Public endpoints (sign-in, app config) set this to false. */
  auth?: boolean;
  /** A token of the caller's own instead of the session's (sign-in's enrolment-only token); with auth false. */
  token?: string;
  signal?: AbortSignal;
};

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

function fallbackCode(status: number): ErrorCode {
  if (status === 401) return 'AUTH_TOKEN_INVALID';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 429) return 'RATE_LIMITED';
  if (status >= 500) return 'INTERNAL_ERROR';
  return 'MALFORMED_REQUEST';
}

async function toApiError(response: Response): Promise<ApiError> {
  let body: Partial<ErrorBody> | null = null;
  try {
    body = (await response.json()) as Partial<ErrorBody>;
  } catch {
    // Not JSON (a proxy's HTML page): fall back to the status.
  }
  const code = isErrorCode(body?.code) ? body.code : fallbackCode(response.status);
  // The body names it; a proxy's page does not, but the header still does when the API answered.
  const requestId = typeof body?.requestId === 'string' ? body.requestId : response.headers.get('X-Request-Id');
  return new ApiError(response.status, code, body?.message ?? response.statusText, body?.details ?? null, requestId);
}

/** The Authorization header of a call: the session's token (checked first, spec section 7) or the caller's own. */
export function authorization(auth: boolean, token?: string): string | null {
  if (auth) {
    const session = sessionStore.check();
    if (!session) throw new ApiError(401, 'AUTH_TOKEN_EXPIRED', 'Session expired');
    return `Bearer ${session.token}`;
  }
  return token ? `Bearer ${token}` : null;
}

/** A failed answer as ApiError; with the session's token, a 401 ends the session and a one-time password asks for a new one. */
export async function failure(response: Response, auth: boolean): Promise<ApiError> {
  const error = await toApiError(response);
  // A rejected token ends the session; guards then send the user to /login.
  if (auth && response.status === 401) sessionStore.end('unauthorized');
  // A one-time password opens nothing else: the guard shows the change-password screen.
  if (auth && error.code === 'PASSWORD_CHANGE_REQUIRED') passwordChangeStore.require();
  return error;
}

/** fetch's own failure (no answer at all) as NETWORK_ERROR; an aborted call keeps its AbortError. */
export function networkError(error: unknown, signal: AbortSignal | null | undefined): unknown {
  if (signal?.aborted) return error;
  return new ApiError(0, 'NETWORK_ERROR', error instanceof Error ? error.message : 'Network error');
}

/** Sends one request with the session's token and turns a failure into ApiError (shared by JSON and file calls). */
export async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const { method = 'GET', body, auth = true, token, signal } = options;
  const headers: Record<string, string> = {
    Accept: accept,
    'Accept-Language': currentLanguage(),
  };
  const authHeader = authorization(auth, token);
  if (authHeader) headers.Authorization = authHeader;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  // Multipart bodies get their boundary from the browser, so no Content-Type is set for them.
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    throw networkError(error, signal);
  }

  if (!response.ok) throw await failure(response, auth);
  return response;
}

/**
 * The single way the SPA talks to the API: checks the session before each call
 * (spec section 7), sends the Bearer token and turns failures into ApiError with
 * the server's error code, which screens translate as `errors:<code>`.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options, 'application/json');
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
