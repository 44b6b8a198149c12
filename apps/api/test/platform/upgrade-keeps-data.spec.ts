import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { createCheckedApp, loginAs } from '../support/app.js';
import { testConfig } from '../support/config.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { sql } from '../support/sql.js';

// Issue 20: an administrator upgrading from any earlier release keeps every row. For each earlier
// migration, a database is built at that migration and filled with the demo data (users, clients,
// quotations with events, costs and sells, documents, notifications: the columns that existed then),
// the remaining migrations are applied, and every value that existed must still be there, unchanged,
// and served by the API.
const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');
const migrationsDir = join(root, 'prisma/migrations');
const migrations = readdirSync(migrationsDir, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();
const work = mkdtempSync(join(tmpdir(), 'freight-upgrade-'));

/**
 * Columns a migration moved on purpose (old table.column → where its values went). The check then
 * compares the old values with the new column's, row by row, instead of reporting a drop.
 */
const MOVED_COLUMNS: Record<string, string> = {};

type Snapshot = Record<string, { key: string[]; rows: Map<string, Record<string, unknown>> }>;

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

async function columnsOf(c: pg.Client): Promise<Map<string, string[]>> {
  const { rows } = await c.query<{ t: string; col: string }>(
    // Base tables only: views (the analytics sources) hold no rows of their own.
    `SELECT c.table_name t, c.column_name col FROM information_schema.columns c
     JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name AND tb.table_type = 'BASE TABLE'
     WHERE c.table_schema = 'public' AND c.table_name <> '_prisma_migrations' ORDER BY c.table_name, c.ordinal_position`,
  );
  const map = new Map<string, string[]>();
  for (const r of rows) map.set(r.t, [...(map.get(r.t) ?? []), r.col]);
  return map;
}

/**
 * One `migrate.mjs serve` process for the whole file, applying migrations as `migrate deploy` does: a
 * process per step spent most of its time starting Prisma's WebAssembly schema engine (68 of them).
 */
function startMigrator(): { migrate(url: string, dir: string): Promise<string[]>; stop(): void } {
  const child = spawn('node', ['prisma/scripts/migrate.mjs', 'serve'], {
    cwd: root,
    env: { ...process.env, NODE_OPTIONS: '' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  type Answer = { error?: string; applied?: string[] };
  const waiting: ((answer: Answer) => void)[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => waiting.shift()?.(JSON.parse(line) as Answer));
  child.on('exit', (code) => {
    for (const answer of waiting.splice(0)) answer({ error: `migrate serve exited with ${code}:\n${stderr}` });
  });
  return {
    async migrate(url, dir) {
      const answer = await new Promise<Answer>((done) => {
        waiting.push(done);
        child.stdin.write(`${JSON.stringify({ url, dir })}\n`);
      });
      if (answer.error) throw new Error(`migrate failed:\n${answer.error}\n${stderr}`);
      return answer.applied ?? [];
    },
    stop: () => child.stdin.end(),
  };
}

/** A folder holding the first `count` migrations (and any extra ones), as an older release had them. */
function migrationsFolder(name: string, count: number, extra: Record<string, string> = {}): string {
  const dir = join(work, name);
  mkdirSync(dir, { recursive: true });
  cpSync(join(migrationsDir, 'migration_lock.toml'), join(dir, 'migration_lock.toml'));
  for (const m of migrations.slice(0, count)) cpSync(join(migrationsDir, m), join(dir, m), { recursive: true });
  for (const [m, text] of Object.entries(extra)) {
    mkdirSync(join(dir, m));
    writeFileSync(join(dir, m, 'migration.sql'), text);
  }
  return dir;
}

/** The demo rows, read once: each non-empty table's rows as JSON, with every column the latest schema has. */
type SourceRows = Map<string, { columns: string[]; json: string }>;

async function readSource(url: string): Promise<SourceRows> {
  return withClient(url, async (s) => {
    const rows: SourceRows = new Map();
    for (const [table, columns] of await columnsOf(s)) {
      const { rows: r } = await s.query<{ j: unknown[] | null }>(`SELECT json_agg(t) j FROM public."${table}" t`);
      if (r[0].j) rows.set(table, { columns, json: JSON.stringify(r[0].j) });
    }
    return rows;
  });
}

/** Each base table's primary-key columns. */
async function primaryKeys(c: pg.Client): Promise<Map<string, string[]>> {
  const { rows } = await c.query<{ t: string; cols: string[] }>(
    `SELECT cl.relname::text t, array_agg(a.attname::text ORDER BY a.attname) cols FROM pg_index i
     JOIN pg_class cl ON cl.oid = i.indrelid JOIN pg_namespace n ON n.oid = cl.relnamespace AND n.nspname = 'public'
     JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
     WHERE i.indisprimary GROUP BY 1`,
  );
  return new Map(rows.map((r) => [r.t, r.cols]));
}

/**
 * Copies the source's rows into the schema as a release had it: the columns both have, foreign keys
 * checked at the end. Filling the ladder after an upgrade (`before`: the columns before it), the rows
 * already there get the demo values of the columns the upgrade added, so each release is checked on the
 * full demo data, as a database filled at that release would hold it.
 */
async function fillFrom(source: SourceRows, target: string, before?: Map<string, string[]>): Promise<void> {
  await withClient(target, async (c) => {
    await c.query('SET session_replication_role = replica');
    const keys = before ? await primaryKeys(c) : new Map<string, string[]>();
    for (const [table, cols] of await columnsOf(c)) {
      const from = source.get(table);
      const shared = cols.filter((col) => from?.columns.includes(col));
      if (!from || shared.length === 0) continue;
      const list = shared.map((col) => `"${col}"`).join(', ');
      // Rows a migration wrote itself (a permission it added and granted) are already there: kept as they are.
      await c.query(
        `INSERT INTO public."${table}" (${list}) SELECT ${list} FROM json_populate_recordset(NULL::public."${table}", $1::json)
         ON CONFLICT DO NOTHING`,
        [from.json],
      );
      const added = before?.has(table) ? shared.filter((col) => !before.get(table)!.includes(col)) : [];
      const key = keys.get(table);
      if (added.length === 0 || !key) continue;
      await c.query(
        `UPDATE public."${table}" t SET ${added.map((col) => `"${col}" = s."${col}"`).join(', ')}
         FROM json_populate_recordset(NULL::public."${table}", $1::json) s WHERE ${key.map((k) => `t."${k}" = s."${k}"`).join(' AND ')}`,
        [from.json],
      );
    }
    // Rows came with their ids: move each serial column's sequence past them, as the release had it.
    const { rows: serials } = await c.query<{ t: string; col: string }>(
      `SELECT table_name t, column_name col FROM information_schema.columns WHERE table_schema = 'public' AND column_default LIKE 'nextval(%'`,
    );
    for (const { t, col } of serials)
      await c.query(
        `SELECT setval(pg_get_serial_sequence($1, $2), GREATEST((SELECT max("${col}") FROM public."${t}"), 1))`,
        [`public."${t}"`, col],
      );
  });
}

/**
 * Every row of every base table (or of the `only` ones), keyed by primary key: one statement for the
 * keys and one for the rows, whatever the number of tables.
 */
async function snapshot(url: string, only?: Set<string>): Promise<Snapshot> {
  return withClient(url, async (c) => {
    const tables = [...(await columnsOf(c)).keys()].filter((t) => !only || only.has(t));
    const snap: Snapshot = {};
    if (tables.length === 0) return snap;
    const { rows: keys } = await c.query<{ t: string; cols: string[] }>(
      `SELECT cl.relname::text t, array_agg(a.attname::text ORDER BY a.attname) cols FROM pg_index i
       JOIN pg_class cl ON cl.oid = i.indrelid JOIN pg_namespace n ON n.oid = cl.relnamespace AND n.nspname = 'public'
       JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
       WHERE i.indisprimary AND cl.relname = ANY($1) GROUP BY 1`,
      [tables],
    );
    const keyOf = new Map(keys.map((k) => [k.t, k.cols]));
    for (const table of tables) snap[table] = { key: keyOf.get(table) ?? [], rows: new Map() };
    const { rows } = await c.query<{ t: string; r: Record<string, unknown> }>(
      tables.map((t) => `SELECT ${c.escapeLiteral(t)} t, to_jsonb(x) r FROM public."${t}" x`).join(' UNION ALL '),
    );
    for (const { t, r } of rows) snap[t].rows.set(snap[t].key.map((k) => String(r[k])).join('|'), r);
    return snap;
  });
}

/** The tables an upgrade is checked on: those with rows before it, and those moved columns went to. */
function tablesToCheck(before: Snapshot): Set<string> {
  const withRows = Object.keys(before).filter((t) => before[t].rows.size > 0);
  return new Set([...withRows, ...Object.values(MOVED_COLUMNS).map((m) => m.split('.')[0])]);
}

/** Every value that existed before the upgrade, where it must be after it. Returns the problems. */
function compare(before: Snapshot, after: Snapshot): string[] {
  const problems: string[] = [];
  for (const [table, { rows }] of Object.entries(before)) {
    if (rows.size === 0) continue;
    const next = after[table];
    if (!next) {
      problems.push(`table ${table} dropped with ${rows.size} rows`);
      continue;
    }
    for (const [id, row] of rows) {
      const now = next.rows.get(id);
      if (!now) {
        problems.push(`${table} row ${id} lost`);
        continue;
      }
      for (const [col, value] of Object.entries(row)) {
        const moved = MOVED_COLUMNS[`${table}.${col}`];
        const [t2, c2] = moved ? moved.split('.') : [table, col];
        const target = t2 === table ? now : after[t2]?.rows.get(id);
        if (value !== null && (!target || !(c2 in target))) problems.push(`${table}.${col} dropped with data`);
        else if (target && c2 in target && JSON.stringify(target[c2]) !== JSON.stringify(value))
          problems.push(`${table}.${col} changed for ${id}: ${JSON.stringify(value)} → ${JSON.stringify(target[c2])}`);
      }
    }
  }
  return [...new Set(problems)];
}

/** A new database on the server of `like`: empty, or a copy of `template`. */
async function newDatabase(name: string, like: string, template?: string): Promise<string> {
  const admin = new URL(like);
  admin.pathname = '/postgres';
  await sql(admin.toString(), `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  const url = new URL(like);
  url.pathname = `/${name}`;
  return url.toString();
}

describe('upgrades keep every row', () => {
  let source: TestDatabase;
  let demoRows: SourceRows;
  const created: string[] = [];
  const fresh = async (label: string, template?: string) => {
    const name = `upg_${label}_${Date.now().toString(36)}`;
    created.push(name);
    return { name, url: await newDatabase(name, source.url, template) };
  };
  let migrator: ReturnType<typeof startMigrator>;
  /** What each release's upgrade to the next one applied and lost, by the release's last migration. */
  const steps = new Map<string, { applied: string[]; rowsBefore: number; problems: string[] }>();
  /** The oldest release upgraded all the way, and the ladder at the latest one (from the newest earlier). */
  let oldestUpgraded: { url: string; problems: string[]; quotations: boolean };
  let ladder: { name: string; url: string };

  // One ladder, climbed once: at each release it holds the full demo data (the columns that existed
  // then), is upgraded to the next release, and every value that existed must still be there. A value
  // kept by every step is kept by any upgrade. The climb runs before the tests, so each release's test
  // reads its own step whatever order the tests run in (npm test shuffles them). One database for the
  // whole climb, each migration applied once: a copy per release applied each migration twice and
  // copied a database 54 times (the file took 2-5 minutes of a CI run).
  beforeAll(async () => {
    migrator = startMigrator();
    source = await createTestDatabase();
    // An uploaded file among the demo data.
    await sql(
      source.url,
      `INSERT INTO documents (id, name, mime_type, size_bytes, sha256, data, created_by, updated_at)
       SELECT gen_random_uuid(), 'upgrade.pdf', 'application/pdf', 10, encode(sha256(convert_to('%PDF-1.7 x', 'UTF8')), 'hex'), convert_to('%PDF-1.7 x', 'UTF8'), id, now() FROM users WHERE username = 'comercial'`,
    );
    demoRows = await readSource(source.url);
    ladder = await fresh('ladder');
    await migrator.migrate(ladder.url, migrationsFolder('at-1', 1));
    await fillFrom(demoRows, ladder.url);
    for (let count = 1; count < migrations.length; count++) {
      const release = migrations[count - 1];
      const before = await snapshot(ladder.url);
      const rowsBefore = Object.values(before).reduce((n, t) => n + t.rows.size, 0);
      if (count === 1) {
        // The oldest release also goes all the way in one upgrade, on a copy.
        const oldest = await fresh('oldest', ladder.name);
        await migrator.migrate(oldest.url, migrationsDir);
        oldestUpgraded = {
          url: oldest.url,
          problems: compare(before, await snapshot(oldest.url, tablesToCheck(before))),
          quotations: (before.quotations?.rows.size ?? 0) > 0,
        };
      }
      const columnsBefore = await withClient(ladder.url, columnsOf);
      const next = count + 1 === migrations.length ? migrationsDir : migrationsFolder(`at-${count + 1}`, count + 1);
      const applied = await migrator.migrate(ladder.url, next);
      steps.set(release, {
        applied,
        rowsBefore,
        problems: compare(before, await snapshot(ladder.url, tablesToCheck(before))),
      });
      await fillFrom(demoRows, ladder.url, columnsBefore);
    }
  }, 900_000);
  afterAll(async () => {
    migrator?.stop();
    const admin = new URL(source.url);
    admin.pathname = '/postgres';
    for (const name of created) await sql(admin.toString(), `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await source.drop();
    rmSync(work, { recursive: true, force: true });
  }, 240_000);

  it.each(migrations.slice(0, -1).map((m, i) => [m, migrations[i + 1]] as const))(
    'from the release at %s: every value kept by the next one (%s)',
    (release, next) => {
      const step = steps.get(release);
      expect(step).toBeDefined();
      // The step applied the next release's migration and nothing else, to a database with demo rows.
      expect(step!.applied).toEqual([next]);
      expect(step!.rowsBefore).toBeGreaterThan(0);
      expect(step!.problems).toEqual([]);
    },
  );

  it('from the oldest release all the way to the latest in one upgrade: every value kept', () => {
    expect(oldestUpgraded.problems).toEqual([]);
  });

  // The API serves the upgraded data, from the oldest and the newest earlier release (the row-by-row
  // comparison above is what proves each release's data kept).
  it.each([
    ['oldest', () => oldestUpgraded],
    ['newest earlier', () => ({ url: ladder.url, quotations: true })],
  ] as const)('the API serves the data of the %s release after the upgrade', async (_label, upgraded) => {
    const { url, quotations } = upgraded();
    const app = await createCheckedApp(testConfig(url));
    try {
      const http = app.getHttpServer() as App;
      const token = await loginAs(http, 'comercial');
      const list = await request(http).get('/app/v1/quotations?view=mine').set('Authorization', `Bearer ${token}`);
      expect(list.status).toBe(200);
      // The oldest release had no quotations table: its users sign in and the list answers, empty.
      if (quotations) expect((list.body as { items: unknown[] }).items.length).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });

  it('fails on a migration that drops a column with data in it (a throwaway migration, not in the tree)', async () => {
    const { url } = await fresh('drop', ladder.name);
    const before = await snapshot(url);
    await migrator.migrate(
      url,
      migrationsFolder('with-drop', migrations.length, {
        '99999999999999_drop_user_name': 'ALTER TABLE "users" DROP COLUMN "name";',
      }),
    );
    expect(compare(before, await snapshot(url))).toContain('users.name dropped with data');
  });
});
