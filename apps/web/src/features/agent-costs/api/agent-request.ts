import { ERROR_CODES, type ErrorBody, type ErrorCode } from '@freight/shared';
import { ApiError } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

function fallbackCode(status: number): ErrorCode {
  if (status === 401) return 'AGENT_LINK_INVALID';
  if (status === 404) return 'NOT_FOUND';
  if (status === 429) return 'RATE_LIMITED';
  if (status >= 500) return 'INTERNAL_ERROR';
  return 'MALFORMED_REQUEST';
}

/**
 * A call of the no-login agent page. The link token from the URL is the only credential:
 * the staff session (if this browser has one) is never sent, and a 401 ends no session.
 */
export async function agentRequest<T>(
  token: string,
  path: string,
  options: { method?: 'GET' | 'POST'; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
    Authorization: `Bearer ${token}`,
  };
  // A FormData body (a file upload) is encoded by the browser itself, with its multipart boundary.
  const form = options.body instanceof FormData;
  if (options.body !== undefined && !form) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : form ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK_ERROR', error instanceof Error ? error.message : 'Network error');
  }
  if (!response.ok) {
    let body: Partial<ErrorBody> | null = null;
    try {
      body = (await response.json()) as Partial<ErrorBody>;
    } catch {
      // Not JSON: fall back to the status.
    }
    const code = isErrorCode(body?.code) ? body.code : fallbackCode(response.status);
    throw new ApiError(response.status, code, body?.message ?? response.statusText, body?.details ?? null);
  }
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
