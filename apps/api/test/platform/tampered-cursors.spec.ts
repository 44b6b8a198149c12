import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { CURSOR_MAX_LENGTH } from '@freight/shared';
import { buildOpenApiDocument } from '../../src/openapi/document.js';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';

type Operation = { parameters?: { in: string; name: string }[] };

const b64 = (text: string) => Buffer.from(text).toString('base64url');
const UUID = '0b7c9a52-55f4-4f43-9a43-3f6f0c1f2d11';

/**
 * Issue 35: a list cursor is the server's own, signed for the list and sort field that wrote it. Every
 * list route (every GET taking `cursor`, found in the OpenAPI document so a new list is covered too)
 * answers each tampered cursor with 400 VALIDATION_FAILED naming the field, never a 500 (an invalid
 * uuid, "Invalid time value" and a BigInt conversion were 500s before).
 */
describe('a tampered list cursor is a 400 on every list route', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  // Exports take the list's query but read the whole list: the cursor is not theirs to check.
  const isExport = (path: string) => path.endsWith('/export');
  // Who pages each list; admin holds every permission, the portal is a client's own.
  const roleOf = (path: string) => (path.startsWith('/app/v1/portal/') ? 'cliente' : 'admin');

  beforeAll(async () => {
    t = await startTestApp();
    for (const u of ['admin', 'cliente']) tokens[u] = await loginAs(t.http, u);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function nextCursor(path: string, query = 'limit=1'): Promise<string> {
    const res = await request(t.http).get(`${path}?${query}`).set('Authorization', `Bearer ${tokens.admin}`);
    expect(res.status).toBe(200);
    const cursor = (res.body as { nextCursor: string | null }).nextCursor;
    expect(typeof cursor).toBe('string');
    return cursor!;
  }

  it('refuses invalid base64, forged JSON, bad dates, huge numbers, wrong types, edited and foreign cursors', async () => {
    const doc = buildOpenApiDocument(t.app) as unknown as { paths: Record<string, Record<string, Operation>> };
    const lists = Object.entries(doc.paths)
      .filter(
        ([path, item]) => !isExport(path) && item.get?.parameters?.some((p) => p.in === 'query' && p.name === 'cursor'),
      )
      .map(([path]) => path);
    expect(lists.length).toBeGreaterThanOrEqual(17);

    const clients = await nextCursor('/app/v1/clients');
    const users = await nextCursor('/app/v1/users');
    const operations = await nextCursor('/operations/v1/operations');
    const [payload, signature] = clients.split('.');
    const edited = b64(Buffer.from(payload, 'base64url').toString().replace(/"v":"/, '"v":"Z'));
    const forged = (json: string) => b64(json);
    const tampered: [string, string][] = [
      ['not base64', '!!!$$$'],
      ['unsigned, the old shape', forged(`{"v":"Ana","id":"${UUID}"}`)],
      ['invalid uuid', forged('{"v":"Ana","id":"not-a-uuid"}')],
      ['impossible date', forged(`{"v":"2026-02-30T25:61:00Z","d":1,"id":"${UUID}"}`)],
      ['number past 2^64', forged('{"v":123456789012345678901234567890,"id":"99999999999999999999999999999"}')],
      ['wrong types', forged('{"v":{"$gt":1},"id":[1]}')],
      ['JSON null', forged('null')],
      ['edited payload, real signature', `${edited}.${signature}`],
      ['real payload, made-up signature', `${payload}.AAAAAAAAAAAAAAAAAAAAAA`],
      ['signature cut off', payload],
      ['three parts', `${clients}.x`],
      ['too long', 'A'.repeat(CURSOR_MAX_LENGTH + 1)],
    ];

    const failures: string[] = [];
    let checked = 0;
    for (const path of lists) {
      // Another list's real cursor: the users' on the clients list, the general operations' on the express one.
      const foreign =
        path === '/app/v1/clients' ? users : path === '/operations/v1/express-operations' ? operations : clients;
      for (const [name, cursor] of [...tampered, ['a cursor of another list', foreign] as [string, string]]) {
        const res = await request(t.http)
          .get(`${path}?cursor=${encodeURIComponent(cursor)}`)
          .set('Authorization', `Bearer ${tokens[roleOf(path)]}`);
        checked++;
        const body = res.body as { code?: string; details?: { fields?: { field: string }[] } };
        const namesCursor = body.details?.fields?.some((f) => f.field === 'cursor') ?? false;
        if (res.status !== 400 || body.code !== 'VALIDATION_FAILED' || !namesCursor)
          failures.push(`${path} ${name}: ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
      }
    }
    console.log(
      `tampered cursors: ${checked} requests on ${lists.length} list routes; not a 400 naming the cursor: ${failures.length}`,
    );
    expect(failures).toEqual([]);
  });

  it("refuses a cursor of the same list written for another sort, and still pages with the list's own", async () => {
    const byTradeName = await nextCursor('/app/v1/clients', 'limit=1&sort=tradeName');
    const other = await request(t.http)
      .get(`/app/v1/clients?limit=1&sort=legalName&cursor=${byTradeName}`)
      .set('Authorization', `Bearer ${tokens.admin}`);
    expect(other.status).toBe(400);
    const same = await request(t.http)
      .get(`/app/v1/clients?limit=1&sort=tradeName&cursor=${byTradeName}`)
      .set('Authorization', `Bearer ${tokens.admin}`);
    expect(same.status).toBe(200);
    expect((same.body as { items: unknown[] }).items).toHaveLength(1);
  });
});
