import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import pg from 'pg';
import request from 'supertest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../../../prisma/seed/demo-accounts.js';
import { smtpConfigFor, startSmtpSink, type SmtpSink } from '../../mail/smtp-sink.js';
import { openAgentLinks } from '../../pricing/pricing-fixtures.js';
import { startTestApp, type TestApp } from '../../support/app.js';
import { sql } from '../../support/sql.js';
import {
  type GeneratedRequest,
  type OpenApiDoc,
  type Operation,
  requestArbitrary,
  requiredQuery,
  ValuePools,
} from './openapi-requests.js';

/**
 * Issue 35: an OpenAPI-driven, property-based fuzzer in the spirit of Schemathesis. Every operation of the
 * document the API serves (/openapi.json) gets requests generated from its schemas (path parameters,
 * query parameters with cursors, limits, filters and sorts, JSON and multipart bodies) and mutated out of
 * them (wrong types, nulls, NUL bytes, lone surrogates, integers past 2^53, deep JSON, overlong strings,
 * tampered cursors), sent with the token of a demo role the operation admits (now and then one it does
 * not). Path parameters come mostly from the API's own answers, so requests reach the handlers. No answer
 * may be a 5xx. The seed is fixed (FUZZ_SEED overrides it, FUZZ_RUNS the requests per operation).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_129);
const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

type Account = (typeof DEMO_ACCOUNTS)[number];

// Codes the error filter gives a database constraint's refusal (see constraint-violation.ts).
const DATABASE_REFUSALS = new Set([
  'DUPLICATE_VALUE',
  'REFERENCE_NOT_FOUND',
  'RECORD_IN_USE',
  'VALUE_INVALID',
  'VALUE_OUT_OF_RANGE',
]);

/** A request's body, shortened for a failure's line. */
const summary = (r: GeneratedRequest): string =>
  (
    r.json ??
    (r.multipart
      ? `multipart ${r.multipart.files.map((f) => `${f.name} (${f.bytes.length} bytes)`).join(', ')} ${JSON.stringify(r.multipart.fields)}`
      : '')
  ).slice(0, 200);
type DemoRow = { id: string; username: string; code: string; password_hash: string };

describe('fuzzing every operation of the served OpenAPI document, per role', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let doc: OpenApiDoc;
  let agent = '';
  const tokens = new Map<string, string>();
  const demoRows = new Map<string, DemoRow>();
  let demoPermissions: { user_id: string; permission: string }[] = [];
  // One connection for the restores after every operation: a new one each time would cost more than the requests.
  let db: pg.Client;

  /** Puts back the demo accounts' names, passwords, flags and permissions a fuzzed write changed, so every role keeps fuzzing as itself. */
  async function restoreDemoAccounts(): Promise<void> {
    await db.query(
      `UPDATE users u SET username = s.username, code = s.code, password_hash = s.password_hash, active = true, web_access = true, must_change_password = false
       FROM jsonb_to_recordset($1::jsonb) AS s(id uuid, username text, code text, password_hash text)
       WHERE u.id = s.id AND (u.username, u.code, u.password_hash, u.active, u.web_access, u.must_change_password) IS DISTINCT FROM (s.username, s.code, s.password_hash, true, true, false)`,
      [JSON.stringify([...demoRows.values()])],
    );
    await db.query(
      `INSERT INTO user_permissions (user_id, permission) SELECT (p->>'user_id')::uuid, p->>'permission' FROM jsonb_array_elements($1::jsonb) p ON CONFLICT DO NOTHING`,
      [JSON.stringify(demoPermissions)],
    );
    // A single sign-on configuration a fuzzed PUT saved would send the SSO operations to a made-up provider.
    await db.query('DELETE FROM sso_settings');
  }
  const pools = new ValuePools();

  async function signIn(account: Account): Promise<string> {
    let res = await request(t.http)
      .post('/auth/v1/login')
      .send({ username: account.username, password: DEMO_PASSWORD });
    if (res.status !== 200) {
      // A fuzzed request renamed, deactivated or re-passworded this demo user: put it back as it was.
      const row = demoRows.get(account.username)!;
      await sql(
        t.db.url,
        `UPDATE users SET username = $2, code = $3, password_hash = $4, active = true, web_access = true, must_change_password = false WHERE id = $1`,
        [row.id, row.username, row.code, row.password_hash],
      );
      await sql(t.db.url, `DELETE FROM login_throttles`);
      res = await request(t.http).post('/auth/v1/login').send({ username: account.username, password: DEMO_PASSWORD });
    }
    expect(res.status).toBe(200);
    const token = (res.body as { access_token: string }).access_token;
    tokens.set(account.username, token);
    return token;
  }

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestApp({
      smtp: smtpConfigFor(sink),
    });
    agent = (await openAgentLinks(t, sink)).links['li.wei@agents.test'];
    const rows = await sql<DemoRow>(
      t.db.url,
      `SELECT id, username, code, password_hash FROM users WHERE username = ANY($1)`,
      [DEMO_ACCOUNTS.map((a) => a.username)],
    );
    for (const row of rows) demoRows.set(row.username, row);
    demoPermissions = await sql<{ user_id: string; permission: string }>(
      t.db.url,
      `SELECT user_id, permission FROM user_permissions WHERE user_id = ANY($1)`,
      [rows.map((r) => r.id)],
    );
    for (const account of DEMO_ACCOUNTS) await signIn(account);
    db = new pg.Client({ connectionString: t.db.url });
    await db.connect();
    doc = (await request(t.http).get('/openapi.json').expect(200)).body as OpenApiDoc;
  }, 240_000);

  afterAll(async () => {
    await db?.end();
    await t?.close();
    await sink?.close();
  });

  /** The demo accounts an operation admits: by its permissions, any signed-in one, or none (public). */
  function admitted(op: Operation): Account[] {
    const access = op['x-access'];
    if (!access || access.kind === 'public') return [];
    const fit =
      access.kind === 'signedIn'
        ? [...DEMO_ACCOUNTS]
        : DEMO_ACCOUNTS.filter((a) => a.permissions.some((p) => access.permissions?.includes(p)));
    // The most specific role first (the client for the portal, not the administrator who holds every permission).
    return fit.length ? fit.sort((a, b) => a.permissions.length - b.permissions.length) : [DEMO_ACCOUNTS[0]];
  }

  async function send(method: string, r: GeneratedRequest, token: string | null): Promise<request.Response> {
    let req = request(t.http)[method as 'get'](r.url).set('Accept-Language', 'en');
    if (token) req = req.set('Authorization', `Bearer ${token}`);
    if (r.multipart) {
      for (const f of r.multipart.files) req = req.attach(f.field, f.bytes, f.name);
      for (const [k, v] of Object.entries(r.multipart.fields)) req = req.field(k, v);
      return req;
    }
    if (r.json !== undefined) return req.set('Content-Type', 'application/json').send(r.json);
    return req;
  }

  /** GETs of every template, shallow first, filled from what earlier answers held: the pools of real values. */
  async function harvest(): Promise<void> {
    const templates = Object.keys(doc.paths);
    const gets = templates.filter((p) => doc.paths[p].get).sort((a, b) => a.split('{').length - b.split('{').length);
    for (let pass = 0; pass < 2; pass++) {
      for (const template of gets) {
        const op = doc.paths[template].get;
        const names = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
        const values = names.map((n) => pools.forParam(template, n)[0]);
        const query = requiredQuery(op);
        if (values.some((v) => v === undefined) || query === null || /\/(content|pdf|export)$/.test(template)) continue;
        let i = 0;
        const url = template.replace(/\{\w+\}/g, () => encodeURIComponent(values[i++]));
        const token = op.security?.some((s) => 'agentLink' in s)
          ? agent
          : admitted(op).length
            ? tokens.get(admitted(op)[0].username)!
            : null;
        const takesLimit = op.parameters?.some((p) => p.in === 'query' && p.name === 'limit');
        const res = await send(
          'get',
          { url: `${url}?${[query, takesLimit ? 'limit=3' : ''].filter(Boolean).join('&')}` },
          token,
        );
        if (res.status === 200 && /json/.test(String(res.headers['content-type'])))
          pools.harvest(template, templates, res.body);
        else if (process.env.FUZZ_DEBUG)
          console.log(`harvest: GET ${url} ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
      }
    }
  }

  it('no request to any operation, from any role, answers 5xx', async () => {
    await harvest();
    if (process.env.FUZZ_DEBUG) console.log(pools.dump());
    const tally = { operations: 0, reached: 0, requests: 0, serverErrors: 0 };
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    const databaseRefusals: string[] = [];
    const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      METHODS.filter((m) => item[m]).map((m) => [path, m, item[m]] as const),
    );

    for (const [n, [template, method, op]] of operations.entries()) {
      tally.operations++;
      const roles = admitted(op);
      const agentOp = op.security?.some((s) => 'agentLink' in s) ?? false;
      const who = fc.oneof(
        {
          weight: 8,
          arbitrary: agentOp
            ? fc.constant('agent')
            : roles.length
              ? fc.constantFrom(...roles.map((a) => a.username))
              : fc.constant('none'),
        },
        { weight: 1, arbitrary: fc.constantFrom('none', ...DEMO_ACCOUNTS.map((a) => a.username)) },
      );
      const cases = fc.sample(fc.tuple(requestArbitrary(template, op, doc, pools), who), {
        seed: SEED + n,
        numRuns: RUNS,
      });
      let reached = false;
      for (const [r, username] of cases) {
        const token = username === 'agent' ? agent : username === 'none' ? null : tokens.get(username)!;
        let res: request.Response;
        try {
          res = await send(method, r, token);
        } catch (error) {
          // A request head past Node's 16 KB is refused by the HTTP parser (431), which may reset the socket first.
          if (r.url.length > 15_000) {
            statuses.set(431, (statuses.get(431) ?? 0) + 1);
            tally.requests++;
            continue;
          }
          failures.push(
            `no answer (${(error as Error).message}) ← ${username} ${method.toUpperCase()} ${r.url.slice(0, 200)} ${summary(r)}`,
          );
          continue;
        }
        tally.requests++;
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status < 400) reached = true;
        const refused = (res.body as { code?: string } | undefined)?.code;
        // The database refused what the validators let through: a gap in a DTO or a service's checks.
        if (refused && DATABASE_REFUSALS.has(refused))
          databaseRefusals.push(
            `${refused} ← ${username} ${method.toUpperCase()} ${r.url.slice(0, 300)} ${summary(r)}`,
          );
        if (res.status >= 500) {
          tally.serverErrors++;
          failures.push(
            `${res.status} ${(res.body as { code?: string }).code ?? ''} ← ${username} ${method.toUpperCase()} ${r.url.slice(0, 200)} ${summary(r)}`,
          );
        }
        // A request that signed a role out (logout, a deactivation, a password sent) signs it in again.
        const code = (res.body as { code?: string } | undefined)?.code;
        const account = DEMO_ACCOUNTS.find((a) => a.username === username);
        if (account && (res.status === 401 || code === 'PASSWORD_CHANGE_REQUIRED' || code === 'AUTH_ACCOUNT_DISABLED'))
          await signIn(account);
      }
      if (reached) tally.reached++;
      else if (process.env.FUZZ_DEBUG)
        console.log(`never a success: ${method.toUpperCase()} ${template}; sample ${cases[0][0].url.slice(0, 150)}`);
      await restoreDemoAccounts();
    }
    const byStatus = [...statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([s, c]) => `${s}: ${c}`)
      .join(', ');
    console.log(
      `OpenAPI fuzz (seed ${SEED}, ${RUNS} per operation, ${DEMO_ACCOUNTS.length} roles + agent link): ${tally.operations} operations, ` +
        `${tally.reached} answered a success at least once; ${tally.requests} requests; by status ${byStatus}; ` +
        `server errors: ${tally.serverErrors}; real values harvested: ${pools.size}`,
    );
    if (databaseRefusals.length) console.log(`refused by a database constraint:\n${databaseRefusals.join('\n')}`);
    expect(failures).toEqual([]);
    expect(tally.operations).toBe(
      Object.values(doc.paths).reduce((k, item) => k + METHODS.filter((m) => item[m]).length, 0),
    );
    // The generator reaches the handlers, not only the edge: most operations answer a success now and then.
    expect(tally.reached).toBeGreaterThan(tally.operations / 2);
  }, 600_000);
});
