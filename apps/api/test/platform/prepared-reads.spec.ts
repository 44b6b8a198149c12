import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PreparedReads, prepared } from '../../src/common/prisma/prepared-reads.js';
import { PrismaService } from '../../src/common/prisma/prisma.service.js';
import { testConfig } from '../support/config.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

/** The hottest reads bypass Prisma's engine: same pool, same session options, logged for the bench. */
describe('prepared reads', () => {
  let db: TestDatabase;
  let prisma: PrismaService;
  let reads: PreparedReads;
  let logFile: string;
  const USER_BY_NAME = prepared('test_user_by_name', 'SELECT id, username, active FROM users WHERE username = $1');

  beforeAll(async () => {
    db = await createTestDatabase();
    logFile = join(mkdtempSync(join(tmpdir(), 'prepared-')), 'queries.jsonl');
    writeFileSync(logFile, '');
    const config = testConfig(db.url, { queryLogFile: logFile });
    prisma = new PrismaService(config);
    reads = new PreparedReads(prisma, config);
  });

  afterAll(async () => {
    await prisma?.onModuleDestroy();
    await db?.drop();
  });

  it('answers rows typed as pg reads them, and prepares the statement on the connection under its name', async () => {
    // Reads one after the other reuse the pool's one idle connection, where the first prepared it.
    const rows = await reads.rows<{ id: string; username: string; active: boolean }>(USER_BY_NAME, ['comercial']);
    expect(rows).toEqual([{ id: expect.stringMatching(/^[0-9a-f-]{36}$/), username: 'comercial', active: true }]);
    expect(await reads.rows(USER_BY_NAME, ['nobody'])).toEqual([]);
    const client = await prisma.pool.connect();
    try {
      const { rows: statements } = await client.query<{ name: string }>(
        `SELECT name FROM pg_prepared_statements WHERE name = 'app_test_user_by_name'`,
      );
      expect(statements).toEqual([{ name: 'app_test_user_by_name' }]);
      // The pool's session options apply to these reads as to Prisma's.
      const {
        rows: [setting],
      } = await client.query<{ v: string }>(`SELECT current_setting('max_parallel_workers_per_gather') v`);
      expect(setting.v).toBe('0');
    } finally {
      client.release();
    }
  });

  it('logs each read with its name and parameters for the benchmark to count and replay', async () => {
    writeFileSync(logFile, '');
    await reads.rows(USER_BY_NAME, ['pricing']);
    const lines = readFileSync(logFile, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toEqual([
      {
        query: USER_BY_NAME.text,
        params: JSON.stringify(['pricing']),
        ms: expect.any(Number),
        name: 'app_test_user_by_name',
      },
    ]);
  });

  it('shares its pool with Prisma: the pool ends with the service', async () => {
    const config = testConfig(db.url);
    const own = new PrismaService(config);
    await new PreparedReads(own, config).rows(USER_BY_NAME, ['comercial']);
    await own.user.count();
    expect(own.pool.totalCount).toBeGreaterThan(0);
    await own.onModuleDestroy();
    expect(own.pool.ended).toBe(true);
  });
});
