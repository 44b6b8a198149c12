import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { DEMO_PASSWORD } from '../../../../prisma/seed/demo-accounts.js';
import { type ApiProcess, startApiProcess, stopApiProcess } from '../faults/api-process.js';
import { testRedisUrl } from '../support/config.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { sql } from '../support/sql.js';

type Line = {
  level: number;
  msg: string;
  req?: { id: string; method: string; url?: string };
  res?: { statusCode: number };
  route?: string;
  userId?: string | null;
  responseTime?: number;
};

/**
 * The request log as production writes it (dist/main.js, LOG_LEVEL=info, JSON on stdout): one line per
 * request with its id, route template, user id, status and duration, and nothing a caller sent besides.
 */
describe('the request log', () => {
  let db: TestDatabase;
  let api: ApiProcess;

  beforeAll(async () => {
    db = await createTestDatabase();
    api = await startApiProcess({
      databaseUrl: db.url,
      redisUrl: testRedisUrl(),
      queuePrefix: `log-${randomBytes(4).toString('hex')}`,
      env: { LOG_LEVEL: 'info' },
    });
  });

  afterAll(async () => {
    await stopApiProcess(api);
    await db?.drop();
  });

  const lines = (): Line[] =>
    api
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Line);
  const lineOf = async (id: string): Promise<Line> => {
    // The line is written once the answer has left: it may trail the client's read by a moment.
    for (let i = 0; i < 50; i++) {
      const found = lines().find((l) => l.req?.id === id && l.res);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no log line for request ${id}:\n${api.output().slice(-2000)}`);
  };

  it('writes one line per request with its id, route template, user, status and duration, and no secrets', async () => {
    const login = await fetch(`${api.base}/auth/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'desk-login-1' },
      body: JSON.stringify({ username: 'comercial', password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const token = ((await login.json()) as { access_token: string }).access_token;

    const missing = await fetch(`${api.base}/app/v1/quotations/NOPE-26-424242?search=ana@example.com`, {
      headers: { authorization: `Bearer ${token}`, 'x-request-id': 'desk-ticket-42' },
    });
    expect(missing.status).toBe(404);
    // The id the user quotes: in the header and in the error body.
    expect(missing.headers.get('x-request-id')).toBe('desk-ticket-42');
    expect(await missing.json()).toMatchObject({ code: 'NOT_FOUND', requestId: 'desk-ticket-42' });

    const [{ id: userId }] = await sql<{ id: string }>(db.url, `SELECT id FROM users WHERE username = 'comercial'`);
    const line = await lineOf('desk-ticket-42');
    expect(line).toMatchObject({
      req: { id: 'desk-ticket-42', method: 'GET' },
      res: { statusCode: 404 },
      route: '/app/v1/quotations/:reference',
      userId,
    });
    expect(line.responseTime).toEqual(expect.any(Number));
    expect(await lineOf('desk-login-1')).toMatchObject({
      route: '/auth/v1/login',
      userId: null,
      res: { statusCode: 200 },
    });

    const all = api.output();
    for (const secret of [token, DEMO_PASSWORD, 'ana@example.com', 'NOPE-26-424242', 'authorization'])
      expect([secret, all.includes(secret)]).toEqual([secret, false]);
    // Tracing is off by default: no trace ids.
    expect(all).not.toContain('trace_id');
    // One line per request: the id appears in no other line.
    expect(lines().filter((l) => l.req?.id === 'desk-ticket-42')).toHaveLength(1);
  });

  it('replaces an incoming request id that is not a short safe token', async () => {
    for (const unsafe of ['a b', 'x'.repeat(65), '<script>', 'id\\"quote']) {
      const res = await fetch(`${api.base}/app/v1/nothing-here`, { headers: { 'x-request-id': unsafe } });
      const id = res.headers.get('x-request-id');
      expect([unsafe, id]).toEqual([unsafe, expect.stringMatching(/^[0-9a-f-]{36}$/)]);
      expect(((await res.json()) as { requestId: string }).requestId).toBe(id);
      expect((await lineOf(id!)).route).toBe('unmatched');
    }
  });

  it('gives an id to an answer refused before routing (a malformed body)', async () => {
    const res = await fetch(`${api.base}/auth/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"username": ',
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; requestId: string };
    expect(body.code).toBe('MALFORMED_REQUEST');
    expect(body.requestId).toBe(res.headers.get('x-request-id'));
    expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
