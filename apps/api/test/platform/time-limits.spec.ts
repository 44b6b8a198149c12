import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ERROR_MESSAGES } from '@freight/shared/error-messages';
import pg from 'pg';
import request from 'supertest';
import { AppModule } from '../../src/app.module.js';
import { auditRoutes } from '../../src/common/auth/route-audit.js';
import { DEFAULT_TIMEOUTS } from '../../src/common/config/app-config.js';
import { isLongRoute } from '../../src/common/http/request-timeout.js';
import { PrismaService } from '../../src/common/prisma/prisma.service.js';
import { TestHooksModule } from '../../src/modules/test-hooks/test-hooks.module.js';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { testConfig } from '../support/config.js';

// Short limits, so the tests wait for them (the request's above a sign-in's argon2 on a loaded machine);
// each answer is timed against its own.
const TIMEOUTS = {
  ...DEFAULT_TIMEOUTS,
  requestMs: 4_000,
  longRequestMs: 8_000,
  statementMs: 1_000,
  longStatementMs: 3_000,
  lockMs: 500,
};
// A loaded two-core machine answers late (a 0.8 s limit answered after 2.7 s while others ran full suites); never early.
const SLACK_MS = 3_000;

type Timed = { status: number; body: { code?: string; message?: string }; retryAfter?: string; ms: number };

/**
 * Time limits everywhere a request can wait (issue 35): a statement, a lock wait and the request itself
 * each end with a stable 503 code (Retry-After, the caller's language), never a hang or a 500, and the
 * process serves the next request as usual.
 */
describe('time limits', () => {
  let t: TestApp;
  const get = async (path: string, language = 'en'): Promise<Timed> => {
    const started = performance.now();
    const res = await request(t.http).get(path).set('Accept-Language', language);
    return {
      status: res.status,
      body: res.body as Timed['body'],
      retryAfter: res.headers['retry-after'],
      ms: Math.round(performance.now() - started),
    };
  };

  beforeAll(async () => {
    t = await startTestApp({ testHooks: true, timeouts: TIMEOUTS });
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each([
    ['through Prisma', '', 'es'],
    ['through the pg pool (the prepared reads)', '&via=pool', 'pt'],
  ] as const)(
    'a statement past DB_STATEMENT_TIMEOUT_MS (%s) answers 503 DATABASE_TIMEOUT in time, then the next request is served',
    async (_via, via, language) => {
      const slow = await get(`/test-only/v1/sql-sleep?ms=30000${via}`, language);
      console.log(
        `time-limits: pg_sleep(30 s) ${_via} answered ${slow.status} ${slow.body.code} after ${slow.ms} ms (statement_timeout ${TIMEOUTS.statementMs} ms)`,
      );
      expect(slow).toMatchObject({
        status: 503,
        body: { code: 'DATABASE_TIMEOUT', message: ERROR_MESSAGES.DATABASE_TIMEOUT[language] },
        retryAfter: '5',
      });
      expect(slow.ms).toBeGreaterThanOrEqual(TIMEOUTS.statementMs - 50);
      expect(slow.ms).toBeLessThan(TIMEOUTS.statementMs + SLACK_MS);
      // The connection went back to the pool in a usable state.
      expect(await get(`/test-only/v1/sql-sleep?ms=10${via}`)).toMatchObject({ status: 200 });
      expect((await get('/health')).status).toBe(200);
    },
  );

  it('a request past REQUEST_TIMEOUT_MS answers 503 REQUEST_TIMEOUT in time, then the next request is served', async () => {
    const slow = await get('/test-only/v1/wait?ms=60000');
    console.log(
      `time-limits: a 60 s handler answered ${slow.status} ${slow.body.code} after ${slow.ms} ms (REQUEST_TIMEOUT_MS ${TIMEOUTS.requestMs})`,
    );
    expect(slow).toMatchObject({
      status: 503,
      body: { code: 'REQUEST_TIMEOUT', message: ERROR_MESSAGES.REQUEST_TIMEOUT.en },
      retryAfter: '5',
    });
    expect(slow.ms).toBeGreaterThanOrEqual(TIMEOUTS.requestMs - 50);
    expect(slow.ms).toBeLessThan(TIMEOUTS.requestMs + SLACK_MS);
    expect(await get('/test-only/v1/wait?ms=10')).toMatchObject({ status: 200, body: { waited: 10 } });
  });

  it('a write waiting on a row another transaction holds answers 503 RECORD_BUSY after DB_LOCK_TIMEOUT_MS, and succeeds once it is free', async () => {
    const token = await loginAs(t.http, 'comercial');
    const holder = new pg.Client({ connectionString: t.db.url });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query(`SELECT 1 FROM users WHERE username = 'comercial' FOR UPDATE`);
      const started = performance.now();
      const busy = await request(t.http)
        .patch('/auth/v1/me/settings')
        .set('Authorization', `Bearer ${token}`)
        .send({ language: 'en' });
      const ms = Math.round(performance.now() - started);
      console.log(
        `time-limits: a settings change on a locked user answered ${busy.status} ${(busy.body as { code: string }).code} after ${ms} ms (lock_timeout ${TIMEOUTS.lockMs} ms)`,
      );
      expect(busy.status).toBe(503);
      expect(busy.body).toMatchObject({ code: 'RECORD_BUSY' });
      expect(busy.headers['retry-after']).toBe('5');
      expect(ms).toBeLessThan(TIMEOUTS.lockMs + SLACK_MS);
    } finally {
      await holder.query('ROLLBACK');
      await holder.end();
    }
    const done = await request(t.http)
      .patch('/auth/v1/me/settings')
      .set('Authorization', `Bearer ${token}`)
      .send({ language: 'en' });
    expect(done.status).toBe(200);
  });

  it('a long read (analytics) runs past the session statement timeout, which stays as it was on the connection', async () => {
    const prisma = t.app.get(PrismaService);
    const seconds = (TIMEOUTS.statementMs + 400) / 1000;
    await expect(prisma.$queryRaw`SELECT pg_sleep(${seconds}::float8)::text`).rejects.toMatchObject({
      meta: expect.anything() as unknown,
    });
    await expect(
      prisma.longRead(prisma.$queryRaw<{ s: string }[]>`SELECT pg_sleep(${seconds}::float8)::text AS s`),
    ).resolves.toEqual([{ s: '' }]);
    // Every pooled connection still has the session's limit (SET LOCAL ended with its transaction).
    const settings = await Promise.all(
      Array.from({ length: 4 }, () =>
        prisma.pool.query<{ ms: string }>(`SELECT setting AS ms FROM pg_settings WHERE name = 'statement_timeout'`),
      ),
    );
    expect(settings.map((r) => r.rows[0].ms)).toEqual(Array(4).fill(String(TIMEOUTS.statementMs)));
  });

  it('imports, exports, PDFs and analytics get the long request limit; nothing else does', () => {
    const long = auditRoutes(t.app)
      .map((r) => r.path)
      .filter(isLongRoute)
      .sort();
    expect(long.filter((p) => !p.startsWith('/analytics/'))).toEqual([
      '/app/v1/clients/export',
      '/app/v1/portal/quotations/:key/pdf',
      '/app/v1/quotations/:reference/pdf',
      '/app/v1/quotations/export',
      '/app/v1/rates/carrier-sheets/:carrierId/import',
      '/app/v1/rates/export',
      '/app/v1/rates/import',
      '/operations/v1/operations/export',
      '/operations/v1/operations/import',
    ]);
    expect(long.filter((p) => p.startsWith('/analytics/')).length).toBeGreaterThan(3);
  });

  it('the test-only routes are declared public here and exist only when TEST_HOOKS is on', () => {
    const hooks = auditRoutes(t.app).filter((r) => r.path.startsWith('/test-only/'));
    expect(hooks.map((r) => [r.path, r.declared])).toEqual([
      ['/test-only/v1/sql-sleep', true],
      ['/test-only/v1/wait', true],
      ['/test-only/v1/busy', true],
    ]);
    const imports = (testHooks: boolean) => AppModule.forRoot(testConfig(t.db.url, { testHooks })).imports ?? [];
    expect(imports(true)).toContain(TestHooksModule);
    expect(imports(false)).not.toContain(TestHooksModule);
  });
});
