import type { components, paths } from '@freight/api-types';
import createClient, { type Middleware } from 'openapi-fetch';
import { authorization, failure, networkError } from './api-client';
import { readDownload, type DownloadedFile, type DownloadProgress } from './api-download';
import { currentLanguage } from './i18n';

/**
 * The API's client typed by its contract: paths, parameters, bodies and answers all come from
 * docs/openapi.json (openapi-typescript's `paths`, generated into @freight/api-types on build), so a
 * changed answer breaks the web typecheck. The middleware keeps api-client's rules: the session's token
 * (checked before each call), the language, and every failure thrown as ApiError (NETWORK_ERROR when
 * the API is unreachable; a 401 ends the session; PASSWORD_CHANGE_REQUIRED opens the change screen).
 */
function sessionMiddleware(auth: boolean): Middleware {
  return {
    onRequest({ request }) {
      request.headers.set('Accept-Language', currentLanguage());
      if (!request.headers.has('Accept')) request.headers.set('Accept', 'application/json');
      // The public client keeps a token its caller set (sign-in's enrolment-only token).
      const header = authorization(auth, undefined);
      if (header) request.headers.set('Authorization', header);
      return request;
    },
    async onResponse({ response }) {
      if (!response.ok) throw await failure(response, auth);
      return undefined;
    },
    onError({ error, request }) {
      const mapped = networkError(error, request.signal);
      return mapped instanceof Error ? mapped : undefined;
    },
  };
}

function client(auth: boolean) {
  // A Request needs an absolute URL outside the browser (unit tests); the browser resolves the page's.
  const created = createClient<paths>({
    baseUrl: typeof location === 'undefined' ? undefined : location.origin,
    // Looked up on each call, not once at start, like api-client's fetch (tests stub it).
    fetch: (request: Request) => globalThis.fetch(request),
  });
  created.use(sessionMiddleware(auth));
  return created;
}

/** Calls with the session's token. */
export const api = client(true);
/** Public calls (sign-in, app config, agents' links): no session; a token of the caller's own goes in `headers`. */
export const publicApi = client(false);

/**
 * The body of a successful answer (a failure was already thrown as ApiError by the middleware):
 * `await body(api.GET('/app/v1/clients', { params }))` is typed by the document's answer.
 */
export async function body<T extends { data?: unknown }>(call: Promise<T>): Promise<Exclude<T['data'], undefined>> {
  const { data } = await call;
  return data as Exclude<T['data'], undefined>;
}

/** A call whose answer has no body the screen reads (204, or one it ignores). */
export async function done(call: Promise<unknown>): Promise<void> {
  await call;
}

/** Options of a file download through the typed client: the stream is read here, with progress. */
export const FILE = { parseAs: 'stream', headers: { Accept: '*/*' } } as const;

/** A file answer (an export, a stored document): `download(api.GET(path, { params, ...FILE }))`. */
export async function download(
  call: Promise<{ response: Response }>,
  onProgress?: (progress: DownloadProgress) => void,
): Promise<DownloadedFile> {
  return readDownload((await call).response, onProgress);
}

/**
 * Query parameters as the hand-written fetchers sent them: strings trimmed, and empty, null or
 * undefined values left out (openapi-fetch would send `key=` for an empty string).
 */
export function query<T extends object>(params: T): T {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params as Record<string, unknown>)) {
    const cleaned = typeof value === 'string' ? value.trim() : value;
    if (cleaned === undefined || cleaned === null || cleaned === '') continue;
    kept[key] = cleaned;
  }
  return kept as T;
}

/**
 * A multipart upload's body: the browser's FormData goes as is (openapi-fetch passes FormData through
 * and lets the browser set the boundary); the document types a binary part as a string, hence the cast.
 */
export function multipart(form: FormData): never {
  return form as never;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
/**
 * A route's JSON body and query as the document types them. Where a screen's own type (from
 * @freight/shared) is looser than the document (a country as any string, a nullable id the document
 * gives as optional), its fetcher converts with `as ApiBody<...>`: TypeScript still refuses a value
 * that does not overlap the documented shape.
 */
export type ApiBody<P extends keyof paths, M extends Method> = paths[P][M] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : never;
export type ApiQuery<P extends keyof paths, M extends Method> = paths[P][M] extends {
  parameters: { query?: infer Q };
}
  ? NonNullable<Q>
  : never;

/** A named schema of the document (`ApiSchema<'ProviderDetail'>`): the type a screen reads from an answer. */
export type ApiSchema<N extends keyof components['schemas']> = components['schemas'][N];

/** A route's JSON answer as the document types it (for the two profile calls sign-in's initial load keeps on api-client). */
export type ApiAnswer<P extends keyof paths, M extends Method> = paths[P][M] extends {
  responses: { 200: { content: { 'application/json': infer A } } };
}
  ? A
  : never;
