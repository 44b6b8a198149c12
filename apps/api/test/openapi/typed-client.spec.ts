import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { DEMO_PASSWORD } from '../../../../prisma/seed/demo-accounts.js';
import { DOCUMENT_PATH } from '../../src/openapi/openapi-build.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { ApiCallError, typedClient } from './typed-client.js';

// An integrator's client: generated types from the committed document, real HTTP, a real API and database.
describe('a client typed from the OpenAPI document', () => {
  let t: TestApp;
  let api: ReturnType<typeof typedClient>;
  let baseUrl: string;

  beforeAll(async () => {
    t = await startTestApp();
    await t.app.listen(0, '127.0.0.1');
    baseUrl = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    api = typedClient(baseUrl);
  });
  afterAll(async () => t?.close());

  it('is the document the running API serves at /openapi.json', async () => {
    const served: unknown = await (await fetch(`${baseUrl}/openapi.json`)).json();
    expect(served).toEqual(JSON.parse(readFileSync(DOCUMENT_PATH, 'utf8')));
  });

  it('signs in, lists quotations with a filter page by page through the cursor, and reads one', async () => {
    const login = await api.POST('/auth/v1/login', { body: { username: 'gerente', password: DEMO_PASSWORD } });
    // The demo accounts have no second factor: the answer is a session, not a challenge.
    if (!('access_token' in login)) throw new Error('expected a session token');
    const token: string = login.access_token;

    const first = await api.GET('/app/v1/quotations', {
      token,
      query: { view: 'manager', transportMode: 'AIR', limit: 2, order: 'desc' },
    });
    expect(first.items).toHaveLength(2);
    expect(first.items.every((q) => q.transportMode === 'AIR')).toBe(true);
    expect(first.nextCursor).toEqual(expect.any(String));

    const second = await api.GET('/app/v1/quotations', {
      token,
      query: { view: 'manager', transportMode: 'AIR', limit: 2, order: 'desc', cursor: first.nextCursor ?? undefined },
    });
    expect(second.items.length).toBeGreaterThan(0);
    const firstRefs = first.items.map((q) => q.reference);
    expect(second.items.every((q) => q.transportMode === 'AIR' && !firstRefs.includes(q.reference))).toBe(true);

    const reference = second.items[0].reference;
    const detail = await api.GET('/app/v1/quotations/{reference}', { token, path: { reference } });
    expect(detail.reference).toBe(reference);
    expect(detail.transportMode).toBe('AIR');

    // The document's types keep a caller from sending what the API refuses.
    // @ts-expect-error 'everything' is not one of the documented views
    const refused = api.GET('/app/v1/quotations', { token, query: { view: 'everything' } });
    await expect(refused).rejects.toBeInstanceOf(ApiCallError);
    await expect(refused).rejects.toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
  });
});
