import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import type { HealthDetails } from '../../src/modules/health/health-details.service.js';
import { createCheckedApp, loginAs, startTestApp, type TestApp } from '../support/app.js';
import { testConfig } from '../support/config.js';
import { sql } from '../support/sql.js';
import * as f from '../documents/fixtures.js';

// Issue 20: the README's backup and restore commands, run as an administrator would, on real PostgreSQL.
const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');
const backupDir = mkdtempSync(join(tmpdir(), 'freight-backups-'));

/** The README's command; each test keeps its dumps in a folder of its own (tests run in any order). */
function npmRun(
  script: string,
  databaseUrl: string,
  dir: string,
  args: string[] = [],
  extraEnv: Record<string, string> = {},
) {
  const r = spawnSync('npm', ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: databaseUrl, BACKUP_DIR: dir, NODE_OPTIONS: '', ...extraEnv },
  });
  return { status: r.status, output: `${r.stdout}${r.stderr}` };
}

/**
 * One of the compose stack's scripts (they run in the postgres image there), run here with the
 * libpq variables compose gives them, pointed at a test database.
 */
function stackScript(script: string, databaseUrl: string, args: string[] = [], extraEnv: Record<string, string> = {}) {
  const url = new URL(databaseUrl);
  const r = spawnSync('sh', [join(root, 'scripts/db', script), ...args], {
    encoding: 'utf8',
    env: {
      ...process.env,
      PGHOST: url.hostname,
      PGPORT: url.port,
      PGUSER: decodeURIComponent(url.username),
      PGDATABASE: url.pathname.slice(1),
      ...extraEnv,
    },
  });
  return { status: r.status, output: `${r.stdout}${r.stderr}` };
}

/** Row count of every table, in every schema of ours. */
async function rowCounts(url: string): Promise<Record<string, number>> {
  const tables = await sql<{ t: string }>(
    url,
    `SELECT format('%I.%I', schemaname, tablename) t FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`,
  );
  const counts: Record<string, number> = {};
  for (const { t } of tables) counts[t] = (await sql<{ n: number }>(url, `SELECT count(*)::int n FROM ${t}`))[0].n;
  return counts;
}

async function createEmptyDatabase(like: string, name: string): Promise<string> {
  const admin = new URL(like);
  admin.pathname = '/postgres';
  await sql(admin.toString(), `CREATE DATABASE "${name}"`);
  const url = new URL(like);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropDatabase(like: string, name: string): Promise<void> {
  const admin = new URL(like);
  admin.pathname = '/postgres';
  await sql(admin.toString(), `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

describe('backups (npm run db:backup / db:restore)', () => {
  // Each case runs pg_dump or pg_restore (and npm) in child processes: a loaded 2-core machine took
  // over 30 s for the stack restore's three restores in one run.
  jest.setTimeout(120_000);
  let t: TestApp;
  const restoredName = `restored_${Date.now().toString(36)}`;
  let restoredUrl: string;

  beforeAll(async () => {
    t = await startTestApp();
    // Demo data plus an uploaded document, whose bytes must come back identical.
    const comercial = await loginAs(t.http, 'comercial');
    const [q] = await sql<{ reference: string }>(
      t.db.url,
      `SELECT q.reference FROM quotations q JOIN users u ON u.id = q.commercial_id WHERE u.username = 'comercial' LIMIT 1`,
    );
    const upload = await request(t.http)
      .post(`/app/v1/quotations/${q.reference}/documents`)
      .set('Authorization', `Bearer ${comercial}`)
      .attach('file', f.pdf('backup'), 'backup.pdf');
    expect(upload.status).toBe(201);
    restoredUrl = await createEmptyDatabase(t.db.url, restoredName);
  });
  afterAll(async () => {
    await dropDatabase(t.db.url, restoredName);
    await t.close();
    rmSync(backupDir, { recursive: true, force: true });
  });

  it('backs up, restores into a fresh database with every row and byte, and the API serves the restored data', async () => {
    const dir = join(backupDir, 'full');
    const backup = npmRun('db:backup', t.db.url, dir);
    expect(backup.status).toBe(0);
    const dumps = readdirSync(dir).filter((n) => n.endsWith('.dump'));
    expect(dumps).toEqual([expect.stringMatching(/^freight-\d{8}-\d{6}\.dump$/)]);
    console.log(backup.output.trim());

    const restore = npmRun('db:restore', restoredUrl, dir, [join(dir, dumps[0])]);
    expect(restore.status).toBe(0);
    console.log(restore.output.trim());

    const [before, after] = [await rowCounts(t.db.url), await rowCounts(restoredUrl)];
    expect(Object.keys(before).length).toBeGreaterThan(10);
    // The run itself is recorded after its dump was taken, so only the source holds it.
    expect(before['public.backup_runs']).toBe(after['public.backup_runs'] + 1);
    expect({ ...after, 'public.backup_runs': 0 }).toEqual({ ...before, 'public.backup_runs': 0 });

    // An administrator sees that backup as the last one.
    const admin = await loginAs(t.http, 'admin');
    const health = await request(t.http).get('/health/details').set('Authorization', `Bearer ${admin}`);
    expect((health.body as HealthDetails).lastBackup).toMatchObject({
      file: dumps[0],
      sizeBytes: expect.any(Number),
      durationMs: expect.any(Number),
    });
    expect((health.body as HealthDetails).lastBackup?.sizeBytes).toBeGreaterThan(1000);
    const hash = async (url: string) =>
      (await sql<{ id: string; data: Buffer }>(url, `SELECT id, data FROM documents WHERE name = 'backup.pdf'`)).map(
        (d) => [d.id, createHash('sha256').update(d.data).digest('hex')],
      );
    const original = await hash(t.db.url);
    expect(original).toHaveLength(1);
    expect(await hash(restoredUrl)).toEqual(original);
    expect(original[0][1]).toBe(createHash('sha256').update(f.pdf('backup')).digest('hex'));

    const app = await createCheckedApp(testConfig(restoredUrl));
    try {
      const http = app.getHttpServer() as App;
      const token = await loginAs(http, 'gerente');
      const list = await request(http).get('/app/v1/quotations?view=manager').set('Authorization', `Bearer ${token}`);
      expect(list.status).toBe(200);
      expect((list.body as { items: unknown[] }).items.length).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });

  it('refuses to restore onto a database that is not empty, and changes nothing there', async () => {
    const dir = join(backupDir, 'refused');
    expect(npmRun('db:backup', t.db.url, dir).status).toBe(0);
    const dump = join(dir, readdirSync(dir)[0]);
    await sql(t.db.url, `CREATE TABLE IF NOT EXISTS restore_marker (x int); INSERT INTO restore_marker VALUES (1)`);
    const before = await rowCounts(t.db.url);
    const refused = npmRun('db:restore', t.db.url, dir, [dump]);
    expect(refused.status).not.toBe(0);
    expect(refused.output).toMatch(/is not empty .*--force.*Nothing was changed/s);
    expect(await rowCounts(t.db.url)).toEqual(before);
  });

  it('keeps only the newest BACKUP_KEEP dumps', () => {
    for (let i = 0; i < 2; i++) {
      const r = npmRun('db:backup', t.db.url, join(backupDir, 'rotating'), [], { BACKUP_KEEP: '1' });
      expect(r.status).toBe(0);
      // Names carry the second: wait for the next one rather than sleep a fixed time.
      const first = Math.floor(Date.now() / 1000);
      while (Math.floor(Date.now() / 1000) === first) spawnSync('true');
    }
    expect(readdirSync(join(backupDir, 'rotating')).filter((n) => n.endsWith('.dump'))).toHaveLength(1);
  });

  it("the compose stack's scheduled backup (one pass of backup-loop.sh) dumps, logs size and time, records the run and keeps BACKUP_KEEP", async () => {
    const dir = join(backupDir, 'stack');
    const env = { BACKUP_DIR: dir, BACKUP_ONCE: '1', BACKUP_KEEP: '2' };
    const runs = [];
    for (let i = 0; i < 3; i++) {
      runs.push(stackScript('backup-loop.sh', t.db.url, [], env));
      // Names carry the second: wait for the next one rather than sleep a fixed time.
      const first = Math.floor(Date.now() / 1000);
      while (Math.floor(Date.now() / 1000) === first) spawnSync('true');
    }
    for (const r of runs) {
      expect(r.status).toBe(0);
      expect(r.output).toMatch(/backup: .*freight-\d{8}-\d{6}\.dump \(.+, \d+ s\)/);
    }
    expect(runs[2].output).toMatch(/removed .*keeping the newest 2/);
    const dumps = readdirSync(dir).filter((n) => n.endsWith('.dump'));
    expect(dumps).toHaveLength(2);
    expect(readdirSync(dir)).toContain('last-backup.txt');
    const recorded = await sql<{ file: string }>(
      t.db.url,
      'SELECT file FROM backup_runs ORDER BY finished_at DESC, id DESC LIMIT 1',
    );
    expect(dumps).toContain(recorded[0].file);
  });

  it("the compose stack's restore refuses a database that is not empty unless FORCE=1, and restores into an empty one", async () => {
    const dir = join(backupDir, 'stack-restore');
    // What the dump holds (db:backup records its own run afterwards).
    const dumped = await rowCounts(t.db.url);
    expect(npmRun('db:backup', t.db.url, dir).status).toBe(0);
    const dump = join(dir, readdirSync(dir).filter((n) => n.endsWith('.dump'))[0]);
    const before = await rowCounts(t.db.url);
    const refused = stackScript('restore-in-stack.sh', t.db.url, [dump]);
    expect(refused.status).toBe(1);
    expect(refused.output).toMatch(/is not empty .*FORCE=1.*Nothing was changed/s);
    expect(await rowCounts(t.db.url)).toEqual(before);

    const name = `stack_${Date.now().toString(36)}`;
    const empty = await createEmptyDatabase(t.db.url, name);
    try {
      const restored = stackScript('restore-in-stack.sh', empty, [dump]);
      expect(restored).toMatchObject({ status: 0 });
      expect(await rowCounts(empty)).toEqual(dumped);
      // Replacing a database that holds data takes the explicit flag, and gives the same rows.
      await sql(empty, `DELETE FROM notifications`);
      const forced = stackScript('restore-in-stack.sh', empty, [dump], { FORCE: '1' });
      expect(forced).toMatchObject({ status: 0 });
      expect(await rowCounts(empty)).toEqual(dumped);
    } finally {
      await dropDatabase(t.db.url, name);
    }
  });
});
