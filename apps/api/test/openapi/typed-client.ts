import type { paths } from '@freight/api-types';

/**
 * A client typed only by the types openapi-typescript generates from docs/openapi.json (what an integrator
 * would build): paths, parameters, bodies and answers all come from the document, none from our sources.
 */
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Op<P extends keyof paths, M extends Method> = paths[P][M];
type PathsWith<M extends Method> = {
  [P in keyof paths]: [NonNullable<paths[P][M]>] extends [never] ? never : P;
}[keyof paths];
type Params<O> = O extends { parameters: infer X } ? X : never;
type Query<O> = Params<O> extends { query?: infer Q } ? Q : never;
type PathParams<O> = Params<O> extends { path: infer Q } ? Q : never;
type Body<O> = O extends { requestBody: { content: { 'application/json': infer B } } } ? B : never;
type JsonOf<R> = R extends { content: { 'application/json': infer T } } ? T : undefined;
type Success<O> = O extends { responses: infer R }
  ? R extends { 200: infer A }
    ? JsonOf<A>
    : R extends { 201: infer A }
      ? JsonOf<A>
      : undefined
  : never;

type Options<O> = { path?: PathParams<O>; query?: Query<O>; body?: Body<O>; token?: string };

export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}: ${JSON.stringify(body)}`);
  }
}

export function typedClient(baseUrl: string) {
  async function call<P extends PathsWith<M>, M extends Method>(
    method: M,
    path: P,
    options: Options<Op<P, M>> = {},
  ): Promise<Success<Op<P, M>>> {
    const pathParams = (options.path ?? {}) as Record<string, string>;
    let url = String(path).replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(pathParams[name]));
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) query.append(key, String(v));
    }
    if ([...query.keys()].length > 0) url += `?${query.toString()}`;
    const res = await fetch(`${baseUrl}${url}`, {
      method: method.toUpperCase(),
      headers: {
        ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
        ...(options.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
    });
    const text = await res.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    if (!res.ok) throw new ApiCallError(res.status, body);
    return body as Success<Op<P, M>>;
  }
  return {
    GET: <P extends PathsWith<'get'>>(path: P, options?: Options<Op<P, 'get'>>) => call<P, 'get'>('get', path, options),
    POST: <P extends PathsWith<'post'>>(path: P, options?: Options<Op<P, 'post'>>) =>
      call<P, 'post'>('post', path, options),
  };
}
