// `npm run bench [-- --database-url URL --duration S --redis-url URL --only REGEX --contend N --load-margin L]`:
// measures the built API (run
// `npx turbo run build` first) on the bench database against the same SQL through a raw pg pool.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { API_SESSION_OPTIONS, processCpuMs, startApi } from './api-process.mjs';
import { benchDatabaseUrl, parseArgs } from './cli-args.mjs';
import { closeClient, send, signInAll } from './http-client.mjs';
import { measure, percentile, WARMUP_CALLS } from './load-loop.mjs';
import { createBody, listScenarios, loadFacts, moreListScenarios, otherScenarios } from './scenarios.mjs';
import { deepCursor } from './deep-page.mjs';
import { load1, loadLine, startNeighbours, steadyLoad } from './contention.mjs';
import { exportsUnderLoad } from './exports-under-load.mjs';
import { logReader, replay } from './statements.mjs';

const args = parseArgs(process.argv.slice(2), {
  databaseUrl: '',
  duration: 2,
  redisUrl: '',
  page: 2000,
  only: '',
  // --contend N: N CPU-bound neighbours run during the timing (issue 50); 0 is a quiet run.
  contend: 0,
  // A case whose one-minute load moved by more than this while it was timed reports no ratio.
  loadMargin: 1,
});
// --only REGEX: just the cases whose label matches (to re-measure a few after a change).
const picked = (s) => !args.only || new RegExp(args.only).test(s.label);
const databaseUrl = benchDatabaseUrl(args.databaseUrl);
// The API's own session options (apps/api common/prisma/prisma.service.ts), so both run the same plans.
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, options: API_SESSION_OPTIONS });
const facts = await loadFacts(pool);
const body = createBody(facts.clientId);

const signIn = (base) =>
  signInAll(base, ['comercial', 'gerente', 'pricing', 'operativo', 'administrativo', 'soporte', 'cliente']);

function caller(base, tokens, s, url) {
  const request = { method: s.method, path: url, token: tokens[s.user], body: s.body };
  return () =>
    send(base, request).catch((e) => {
      throw new Error(`${s.label}: ${e.message}`);
    });
}

// 1. Capture: an API that logs its statements; each case runs once alone, so a request's statements
//    are the lines logged between its sending and its answer.
const logFile = join(mkdtempSync(join(tmpdir(), 'bench-')), 'queries.jsonl');
writeFileSync(logFile, '');
const cases = [];
{
  const api = await startApi({ databaseUrl, redisUrl: args.redisUrl, queryLogFile: logFile });
  const tokens = await signIn(api.base);
  const read = logReader(logFile);
  const capture = async (s, url) => {
    read();
    await caller(api.base, tokens, s, url)();
    return read();
  };
  for (const s of [...listScenarios(facts), ...moreListScenarios(facts)].filter(picked)) {
    const first = await capture(s, s.path({ limit: '25' }));
    const at100 = await capture(s, s.path({ limit: '100' }));
    cases.push({
      ...s,
      label: `${s.label} p1`,
      url: s.path({ limit: '25' }),
      statements: first,
      n25: first.length,
      n100: at100.length,
    });
    const deep = await deepCursor(api.base, tokens[s.user], s, args.page);
    if (!deep) continue;
    const url = s.path({ limit: '25', cursor: deep.cursor });
    const statements = await capture(s, url);
    const deep100 = await capture(s, s.path({ limit: '100', cursor: deep.cursor }));
    cases.push({
      ...s,
      label: `${s.label} p${deep.page}`,
      url,
      statements,
      n25: statements.length,
      n100: deep100.length,
      pageOne: cases.at(-1),
    });
  }
  for (const s of otherScenarios(facts, body).filter(picked)) {
    const statements = await capture(s, s.path({}));
    const at100 = await capture(s, s.path({ limit: '100' }));
    cases.push({ ...s, url: s.path({}), statements, n25: statements.length, n100: at100.length });
  }
  await api.stop();
}

// 2. Timing: a fresh API without the log; each case at c1 and c10, then its statements through pg. Up to
//    4,000 requests at c10 (two seconds of the cheapest lists): with 1,500 (0.75 s) one pause of the machine
//    moved a p95 by half.
const budget = (c) => ({ concurrency: c, durationMs: args.duration * 1000, maxCount: c === 1 ? 1000 : 4000 });
const fmt = (v) => (Number.isNaN(v) ? '-' : v < 10 ? v.toFixed(2) : v.toFixed(1)).padStart(7);
const cols = [
  'case',
  'st25',
  'st100',
  'api c1 p50',
  'p95',
  'sql c1 p50',
  'p95',
  'api c10 p50',
  'p95',
  'sql c10 p50',
  'p95',
  'c10 p95 x',
  'deep/p1',
  'own c1',
  'cpu/req',
];
console.log(
  `\n${new Date().toISOString()}  load at start: ${loadLine()}  db: ${new URL(databaseUrl).pathname.slice(1)}  ` +
    (args.contend
      ? `contended: ${args.contend} CPU-bound neighbour(s) on ${cpus().length} cores`
      : 'quiet (no --contend)'),
);
console.log(
  `times in ms; "x" = API p95 / raw SQL p95 at c10; deep/p1 = deep page API c1 p95 / page 1's;\n` +
    `own c1 = the API's own time per request, API c1 p50 - raw SQL c1 p50 (HTTP, sign-in check, ORM, JSON);\n` +
    `cpu/req = the API process's CPU time (user + system) per request during its c10 run: its own cost, whatever the load;\n` +
    `a ratio shows "load" when the one-minute load moved by more than ${args.loadMargin} while its case was timed\n`,
);
console.log(['case'.padEnd(34), ...cols.slice(1).map((c) => c.padStart(7))].join(' '));
{
  const api = await startApi({ databaseUrl, redisUrl: args.redisUrl });
  const tokens = await signIn(api.base);
  const neighbours = startNeighbours(args.contend);
  let refused = 0;
  // A fresh process runs its code unoptimised at first: without this the first case measured paid for
  // the JIT (own c1 about 1 ms higher than the same case measured later).
  for (const c of cases.filter((c) => !c.write))
    for (let i = 0; i < 20; i++) await caller(api.base, tokens, c, c.url)();
  for (const c of cases) {
    const call = caller(api.base, tokens, c, c.url);
    const loadBefore = load1();
    const a1 = await measure(call, budget(1));
    const cpu0 = processCpuMs(api.pid);
    const a10 = await measure(call, budget(10));
    const cpuPerRequest = (processCpuMs(api.pid) - cpu0) / (a10.length + WARMUP_CALLS);
    const sql = () => replay(pool, c.statements);
    const r1 = c.write ? [] : await measure(sql, budget(1));
    const r10 = c.write ? [] : await measure(sql, budget(10));
    c.p95 = percentile(a1, 95);
    const steady = steadyLoad(loadBefore, load1(), args.loadMargin);
    if (!steady && !c.write) refused++;
    const ratio = percentile(a10, 95) / percentile(r10, 95);
    const deep = c.pageOne ? c.p95 / c.pageOne.p95 : NaN;
    console.log(
      [
        c.label.slice(0, 34).padEnd(34),
        String(c.n25).padStart(7),
        String(c.n100).padStart(7),
        ...[a1, r1, a10, r10].flatMap((l) => [fmt(percentile(l, 50)), fmt(percentile(l, 95))]),
        steady ? fmt(ratio) : '   load'.padStart(7),
        steady ? fmt(deep) : '   load'.padStart(7),
        fmt(percentile(a1, 50) - percentile(r1, 50)),
        fmt(cpuPerRequest),
      ].join(' '),
    );
  }
  // 50 creations at once, as a burst.
  const create = caller(
    api.base,
    tokens,
    { label: 'create', user: 'comercial', method: 'POST', body },
    '/app/v1/quotations',
  );
  const t0 = performance.now();
  const burst = await Promise.all(
    Array.from({ length: 50 }, async () => {
      const s = performance.now();
      await create();
      return performance.now() - s;
    }),
  );
  console.log(
    `\ncreate (50 at once): p50 ${fmt(percentile(burst, 50))} p95 ${fmt(percentile(burst, 95))} all done in ${fmt(performance.now() - t0)} ms`,
  );
  await exportsBesideLists(api.base, tokens);
  neighbours.stop();
  console.log(`\nload at end: ${loadLine()}; ratios refused for a load change: ${refused}`);
  await api.stop();
}

/** Issue 50: a commercial's list, alone and beside four XLSX exports of about 10k rows by pricing. */
async function exportsBesideLists(base, tokens) {
  if (args.only && !picked({ label: 'exports beside lists' })) return;
  const list = caller(base, tokens, { label: 'mine p1', user: 'comercial' }, '/app/v1/quotations?view=mine&limit=25');
  const exportPath = `/app/v1/quotations/export?${new URLSearchParams({ view: 'pricingAll', format: 'xlsx', createdFrom: facts.exportFrom })}`;
  const exportOnce = caller(base, tokens, { label: 'export xlsx', user: 'pricing' }, exportPath);
  const r = await exportsUnderLoad({ list, exportOnce, durationMs: args.duration * 1000 });
  console.log(
    `exports beside lists: "mine" p1 c1 p95 ${fmt(r.idleP95)} ms alone, ${fmt(r.busyP95)} ms (max ${fmt(r.busyMax)}) ` +
      `beside 4 XLSX exports of ${facts.exportRows} rows (${r.exports} done): ${fmt(r.busyP95 / r.idleP95)}x (goal < 2x)`,
  );
}
await pool.end();
closeClient();
