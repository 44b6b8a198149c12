// `npm run load` (issue 48): a working day's mix of every role at 100, 300 and 1,000 concurrent users, on
// 1 and 3 API processes (PROCESS_ROLE=api) with one worker, each user holding a STOMP socket; autocannon
// drives the HTTP side. Prints per action req/s, p50/p95/p99 and errors, then the STOMP publish-to-receive
// p95 at the socket count asked. Outside CI: it needs the built API and a seeded database (README "Load").
import autocannon from 'autocannon';
import pg from 'pg';
import { startApi } from '../bench/api-process.mjs';
import { signInAll } from '../bench/http-client.mjs';
import { benchDatabaseUrl, parseArgs } from '../bench/cli-args.mjs';
import { loadLine } from '../bench/contention.mjs';
import { percentile } from '../bench/load-loop.mjs';
import { allocate, loadMixFacts, workingDay } from './mix.mjs';
import { closeSockets, openSockets } from './stomp-sockets.mjs';

const args = parseArgs(process.argv.slice(2), {
  databaseUrl: '',
  redisUrl: 'redis://127.0.0.1:56379',
  users: '100,300,1000',
  instances: '1,3',
  duration: 30,
  sockets: 500,
  pushes: 20,
});
const USERS = ['comercial', 'pricing', 'operativo', 'gerente', 'administrativo', 'cliente', 'admin'];
const databaseUrl = benchDatabaseUrl(args.databaseUrl);
const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
const facts = await loadMixFacts(pool);
await pool.end();

const signIn = (base) => signInAll(base, USERS);

/** N API processes and one worker on one queue prefix, started one after the other; the caller stops them. */
async function startStack(instances) {
  const env = { QUEUE_PREFIX: `load${process.pid}`, LOG_LEVEL: 'warn' };
  const start = (role) =>
    startApi({ databaseUrl, redisUrl: args.redisUrl, env: { ...env, PROCESS_ROLE: role }, startTimeoutMs: 180_000 });
  const worker = await start('worker');
  const apis = [];
  for (let i = 0; i < instances; i++) apis.push(await start('api'));
  return { apis, stop: () => Promise.all([...apis, worker].map((p) => p.stop())) };
}

/**
 * One autocannon run per action, all at once: each user a connection, the action's users together at
 * their pace (autocannon's overallRate, whole requests per second: at least one).
 */
async function runMix(bases, tokens, users) {
  const actions = workingDay(facts);
  const counts = allocate(actions, users);
  const runs = actions.map((a, i) => {
    const times = [];
    const statuses = {};
    const instance = autocannon({
      url: bases,
      connections: counts[i],
      overallRate: Math.max(1, Math.round(counts[i] * a.rate)),
      duration: args.duration,
      timeout: 30,
      requests: [
        {
          method: a.method ?? 'GET',
          path: a.path,
          headers: { authorization: `Bearer ${tokens[a.user]}`, 'content-type': 'application/json' },
          body: a.body ? JSON.stringify(a.body) : undefined,
        },
      ],
    });
    instance.on('response', (_client, status, _bytes, ms) => {
      times.push(ms);
      statuses[status] = (statuses[status] ?? 0) + 1;
    });
    return instance.then((result) => ({ a, users: counts[i], times, statuses, result }));
  });
  return Promise.all(runs);
}

/** Notices to each signed-in user through the API processes in turn; the p95 of push arrival on every socket. */
async function stompDelays(bases, tokens, sockets) {
  const ids = await userIds();
  const delays = [];
  for (let k = 0; k < args.pushes; k++) {
    const user = USERS.filter((u) => u !== 'admin')[k % (USERS.length - 1)];
    const title = `load ${k}`;
    const sentAt = Date.now();
    const res = await fetch(`${bases[k % bases.length]}/app/v1/notification/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.admin}` },
      body: JSON.stringify({ recipientId: ids[user], title, message: title }),
    });
    if (res.status !== 201) throw new Error(`notice: ${res.status}`);
    const targets = sockets.filter((s) => s.user === user);
    const until = Date.now() + 10_000;
    while (Date.now() < until && targets.some((s) => !s.received.some((m) => m.title === title)))
      await new Promise((r) => setTimeout(r, 5));
    for (const s of targets) {
      const got = s.received.find((m) => m.title === title);
      delays.push(got ? got.at - sentAt : Infinity);
    }
  }
  return delays;
}

async function userIds() {
  const p = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const { rows } = await p.query(`SELECT username, id FROM users WHERE username = ANY($1)`, [USERS]);
  await p.end();
  return Object.fromEntries(rows.map((r) => [r.username, r.id]));
}

const fmt = (n) => (Number.isNaN(n) ? '-' : Number.isFinite(n) ? (n >= 100 ? n.toFixed(0) : n.toFixed(1)) : 'lost');
console.log(`load ${loadLine()}  db: ${databaseUrl.replace(/\/\/[^@]*@/, '//')}  ${args.duration} s per run`);
for (const instances of args.instances.split(',').map(Number)) {
  const stack = await startStack(instances);
  try {
    const bases = stack.apis.map((a) => a.base);
    const tokens = await signIn(bases[0]);
    // Every action once on every process first: a cold process's first answers are not the day's.
    for (const base of bases)
      for (const a of workingDay(facts).filter((x) => !x.method))
        await fetch(`${base}${a.path}`, { headers: { authorization: `Bearer ${tokens[a.user]}` } }).then((r) =>
          r.arrayBuffer(),
        );
    for (const users of args.users.split(',').map(Number)) {
      const sockets = await openSockets(bases, tokens, Math.min(users, args.sockets));
      console.log(
        `\n== ${instances} API process(es) + 1 worker, ${users} users, ${sockets.length} sockets  (${loadLine()})`,
      );
      console.log(
        `${'action'.padEnd(32)} ${'users'.padStart(5)} ${'req/s'.padStart(7)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)} errors`,
      );
      let errors = 0;
      for (const r of await runMix(bases, tokens, users)) {
        const bad = Object.entries(r.statuses).filter(([s]) => Number(s) >= 400);
        const failed = bad.reduce((s, [, n]) => s + n, 0) + r.result.errors + r.result.timeouts;
        errors += failed;
        const detail =
          bad.map(([s, n]) => `${n}x${s}`).join(' ') + (r.result.timeouts ? ` ${r.result.timeouts} timeouts` : '');
        console.log(
          `${r.a.label.padEnd(32)} ${String(r.users).padStart(5)} ${(r.times.length / args.duration).toFixed(1).padStart(7)} ` +
            `${fmt(percentile(r.times, 50)).padStart(7)} ${fmt(percentile(r.times, 95)).padStart(7)} ${fmt(percentile(r.times, 99)).padStart(7)} ${failed}${detail ? ` (${detail.trim()})` : ''}`,
        );
      }
      const delays = await stompDelays(bases, tokens, sockets);
      const lost = delays.filter((d) => !Number.isFinite(d)).length;
      console.log(
        `STOMP publish-to-receive over ${sockets.length} sockets: ${delays.length} deliveries, p50 ${fmt(percentile(delays, 50))} ms, ` +
          `p95 ${fmt(percentile(delays, 95))} ms, lost ${lost}; HTTP errors ${errors}  (${loadLine()})`,
      );
      await closeSockets(sockets);
    }
  } finally {
    await stack.stop();
  }
}
