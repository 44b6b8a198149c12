// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { api, body, download, FILE, multipart, query } from './api';
import { applyLanguage } from './i18n';
import { passwordChangeStore } from './password-change';
import { sessionStore } from './session';

function makeToken(payload: Record<string, unknown>): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

const TOKEN = makeToken({ exp: Math.floor(Date.now() / 1000) + 3600, user_email: 'a@b.test', sid: 's1' });

/** Stubs fetch with one answer and keeps the Request the client sent. */
function answer(response: Response | Error): Request[] {
  const sent: Request[] = [];
  vi.stubGlobal('fetch', (request: Request) => {
    sent.push(request);
    return response instanceof Error ? Promise.reject(response) : Promise.resolve(response);
  });
  return sent;
}

const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } });

describe('the typed API client (openapi-fetch with api-client rules)', () => {
  beforeEach(async () => {
    await applyLanguage('pt', { remember: false });
    sessionStore.start(TOKEN);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    passwordChangeStore.clear();
  });

  it('sends the session token, the language and the query without blank filters, and returns the body', async () => {
    const sent = answer(json({ items: [], nextCursor: null }));
    const page = await body(
      api.GET('/app/v1/clients', {
        params: { query: query({ limit: 20, search: '  acme ', city: '', commercialId: undefined }) },
      }),
    );
    expect(page).toEqual({ items: [], nextCursor: null });
    const url = new URL(sent[0].url);
    expect(url.pathname).toBe('/app/v1/clients');
    expect([...url.searchParams]).toEqual([
      ['limit', '20'],
      ['search', 'acme'],
    ]);
    expect(sent[0].headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(sent[0].headers.get('Accept-Language')).toBe('pt');
    expect(sent[0].headers.get('Accept')).toBe('application/json');
  });

  it('fills path parameters and turns a refusal into ApiError with code, details and request id', async () => {
    const sent = answer(
      json({ code: 'NOT_FOUND', message: 'Not found', details: { id: 'x/y' }, requestId: 'req-1' }, 404),
    );
    const error = await body(api.GET('/app/v1/clients/{id}', { params: { path: { id: 'x/y' } } })).catch(
      (e: unknown) => e,
    );
    expect(new URL(sent[0].url).pathname).toBe('/app/v1/clients/x%2Fy');
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', details: { id: 'x/y' }, requestId: 'req-1' });
    expect(sessionStore.check()?.token).toBe(TOKEN);
  });

  it('ends the session on 401 and asks for a new password on PASSWORD_CHANGE_REQUIRED', async () => {
    answer(json({ code: 'PASSWORD_CHANGE_REQUIRED', message: 'Change it', details: null, requestId: 'r' }, 403));
    await expect(body(api.GET('/app/v1/clients/{id}', { params: { path: { id: 'c' } } }))).rejects.toMatchObject({
      code: 'PASSWORD_CHANGE_REQUIRED',
    });
    expect(passwordChangeStore.getSnapshot()).toBe(TOKEN);

    answer(json({ code: 'AUTH_TOKEN_INVALID', message: 'No', details: null, requestId: 'r' }, 401));
    await expect(body(api.GET('/app/v1/clients/{id}', { params: { path: { id: 'c' } } }))).rejects.toMatchObject({
      status: 401,
    });
    expect(sessionStore.check()).toBeNull();
  });

  it('refuses to call without a session, and says NETWORK_ERROR when the API is unreachable', async () => {
    answer(new TypeError('Failed to fetch'));
    await expect(body(api.GET('/app/v1/clients/{id}', { params: { path: { id: 'c' } } }))).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
    });
    sessionStore.end('logout');
    const sent = answer(json({}));
    await expect(body(api.GET('/app/v1/clients/{id}', { params: { path: { id: 'c' } } }))).rejects.toMatchObject({
      code: 'AUTH_TOKEN_EXPIRED',
    });
    expect(sent).toHaveLength(0);
  });

  it('keeps an aborted call an AbortError', async () => {
    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal('fetch', (request: Request) => Promise.reject(request.signal.reason as Error));
    const error = await body(
      api.GET('/app/v1/clients/{id}', { params: { path: { id: 'c' } }, signal: controller.signal }),
    ).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('uploads FormData as the browser encodes it and downloads a file with its name', async () => {
    const sent = answer(json({ id: 'd1' }, 201));
    const form = new FormData();
    form.append('file', new Blob(['%PDF']), 'a.pdf');
    await body(api.POST('/app/v1/clients/{id}/documents', { params: { path: { id: 'c' } }, body: multipart(form) }));
    expect(sent[0].headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);

    answer(
      new Response('%PDF-1.7', {
        headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': "attachment; filename*=UTF-8''a%20b.pdf" },
      }),
    );
    const file = await download(
      api.GET('/app/v1/clients/{id}/documents/{documentId}/content', {
        params: { path: { id: 'c', documentId: 'd1' } },
        ...FILE,
      }),
    );
    expect(file.fileName).toBe('a b.pdf');
    expect(file.blob.size).toBe(8);
  });
});
