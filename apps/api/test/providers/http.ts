import request from 'supertest';
import type { App } from 'supertest/types.js';
import type { FieldError } from '@freight/shared';

/** Small helpers for the administration tests: a signed request and the error body's parts. */
export function api(http: App, token: string) {
  const auth = (r: request.Test) => r.set('Authorization', `Bearer ${token}`);
  return {
    get: (path: string, query: Record<string, string | number | boolean> = {}) =>
      auth(request(http).get(path).query(query)),
    post: (path: string, body?: object) => auth(request(http).post(path)).send(body),
    put: (path: string, body: object) => auth(request(http).put(path)).send(body),
  };
}

export function errorCode(res: request.Response): string {
  return (res.body as { code: string }).code;
}

export function fieldsOf(res: request.Response): string[] {
  return ((res.body as { details: { fields: FieldError[] } }).details.fields ?? []).map((f) => f.field);
}
