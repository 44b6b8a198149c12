// `node scripts/bench/explain.mjs [--database-url URL] --user pricing --path '/app/v1/rates?limit=25'`: runs one
// request against the built API with its statements logged, then prints EXPLAIN (ANALYZE, BUFFERS) of each.
// For finding why a bench row is slow; not part of the bench's figures.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { API_SESSION_OPTIONS, startApi } from './api-process.mjs';
import { benchDatabaseUrl, parseArgs } from './cli-args.mjs';
import { logReader } from './statements.mjs';

const args = parseArgs(process.argv.slice(2), { databaseUrl: '', redisUrl: '', user: 'comercial', path: '' });
if (!args.path) throw new Error('--path is required');
const databaseUrl = benchDatabaseUrl(args.databaseUrl);
const logFile = join(mkdtempSync(join(tmpdir(), 'explain-')), 'queries.jsonl');
writeFileSync(logFile, '');
const api = await startApi({ databaseUrl, redisUrl: args.redisUrl, queryLogFile: logFile });
const pool = new pg.Pool({ connectionString: databaseUrl, max: 1, options: API_SESSION_OPTIONS });
try {
  const login = await fetch(`${api.base}/auth/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: args.user, password: 'Demo1234!' }),
  });
  const { access_token: token } = await login.json();
  const read = logReader(logFile);
  read();
  const res = await fetch(`${api.base}${args.path}`, { headers: { authorization: `Bearer ${token}` } });
  await res.arrayBuffer();
  console.log(`${args.path} answered ${res.status}`);
  for (const s of read()) {
    if (/^(BEGIN|COMMIT|ROLLBACK)/i.test(s.query)) continue;
    const { rows } = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${s.query}`, s.params);
    console.log(`\n--- ${s.query}\n${JSON.stringify(s.params)}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`);
  }
} finally {
  await pool.end();
  await api.stop();
}
