import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { Permission } from '@freight/shared';
import { DEMO_ACCOUNTS } from '../../../../prisma/seed/demo-accounts.js';
import { buildOpenApiDocument } from '../../src/openapi/document.js';
import { startSmtpSink, type SmtpSink } from '../mail/smtp-sink.js';
import { openAgentLinks } from '../pricing/pricing-fixtures.js';
import { demoClientId } from '../quotations/builders.js';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';

/**
 * The access matrix of issue 18, generated from the app's own OpenAPI document: every operation × every kind
 * of caller (anonymous, each demo account, an agent link), with the outcome its declared access rule
 * (`x-access`, `security`) promises. Writes are probed with `{}` on records that do not exist, so nothing
 * changes and the guard alone decides; reads use real records so that ownership shows.
 */
type Access = { kind: 'public' | 'signedIn' | 'anyOf'; permissions?: string[] };
type Operation = { operationId?: string; parameters?: { in: string; name: string }[]; security?: Record<string, string[]>[]; 'x-access'?: Access };
type Caller = { name: string; kind: 'anonymous' | 'user' | 'agent'; token?: string; permissions: readonly Permission[] };
type Expected = 'allowed' | 'unauthenticated' | 'forbidden';

const NOWHERE = '00000000-0000-4000-8000-000000000000';
const WRITES = new Set(['post', 'put', 'patch', 'delete']);

function expectedFor(op: Operation, caller: Caller): Expected {
  if (op.security?.some((s) => 'agentLink' in s)) return caller.kind === 'agent' ? 'allowed' : 'unauthenticated';
  const access = op['x-access'];
  if (!access) throw new Error(`${op.operationId} declares no access rule in the document`);
  if (access.kind === 'public') return 'allowed';
  if (caller.kind !== 'user') return 'unauthenticated';
  if (access.kind === 'signedIn') return 'allowed';
  return access.permissions?.some((p) => caller.permissions.includes(p as Permission)) ? 'allowed' : 'forbidden';
}

/** What is wrong with an answer, or null: a 5xx is always wrong; the rest follows the expected outcome. */
function violation(expected: Expected, status: number, code: string | undefined): string | null {
  if (status >= 500) return `answered ${status}`;
  if (expected === 'unauthenticated' && status !== 401) return `expected 401, got ${status} ${code ?? ''}`;
  if (expected === 'forbidden' && !(status === 403 && code === 'FORBIDDEN')) return `expected 403 FORBIDDEN, got ${status} ${code ?? ''}`;
  if (expected === 'allowed' && (status === 401 || (status === 403 && code === 'FORBIDDEN'))) return `expected access, got ${status} ${code ?? ''}`;
  return null;
}

describe('access matrix from the OpenAPI document', () => {
  let t: TestApp;
  let sink: SmtpSink;
  const callers: Caller[] = [];
  let reference = '';
  let sentReference = '';
  let clientId = '';
  let foreignQuestionId = '';

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestApp({ smtp: { host: '127.0.0.1', port: sink.port, secure: false, user: null, password: null, from: 'Freight <no-reply@freight.test>' } });
    callers.push({ name: 'anonymous', kind: 'anonymous', permissions: [] });
    for (const account of DEMO_ACCOUNTS) callers.push(await signedIn(account.username));

    // A quotation of client A with cost requests to two agents: one agent link probes, the other owns a question.
    clientId = await demoClientId(t);
    const opened = await openAgentLinks(t, sink);
    reference = opened.reference;
    const links = opened.links;
    callers.push({ name: 'agent link', kind: 'agent', token: links['li.wei@agents.test'], permissions: [] });
    const asked = await request(t.http).post('/app/v1/agent/questions').set('Authorization', `Bearer ${links['ana@agents.test']}`).send({ text: 'Is the cargo stackable?' });
    expect(asked.status).toBe(201);
    foreignQuestionId = (asked.body as { id: string }).id;

    // A quotation client A can see in its portal (sent or later).
    const [sent] = await sql<{ reference: string }>(t.db.url, `SELECT reference FROM quotations WHERE client_id = $1 AND status = 'SENT' ORDER BY reference LIMIT 1`, [clientId]);
    sentReference = sent.reference;
  }, 120_000);

  /** A session of its own: the matrix signs every caller out at its end, whatever ran before. */
  async function signedIn(username: string): Promise<Caller> {
    const account = DEMO_ACCOUNTS.find((a) => a.username === username)!;
    return { name: username, kind: 'user', token: await loginAs(t.http, username), permissions: account.permissions };
  }

  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  /** Path values: real records for reads (ownership shows), records that do not exist for writes (nothing changes). */
  function pathOf(path: string, method: string): string {
    const write = WRITES.has(method);
    return path.replace(/\{(\w+)\}/g, (_, name: string) => {
      if (write) return name === 'reference' || name === 'key' || name === 'quotationReference' ? 'ZZZ-99-999999' : NOWHERE;
      if (name === 'reference' || name === 'quotationReference') return path.startsWith('/operations/') && name === 'reference' ? 'ZZZ-99-999999' : reference;
      if (name === 'key') return sentReference;
      if (name === 'id' && path.startsWith('/app/v1/clients/')) return clientId;
      if (name === 'id' && path === '/app/v1/agent/questions/{id}') return foreignQuestionId;
      return NOWHERE;
    });
  }

  async function probe(method: string, url: string, caller: Caller): Promise<{ status: number; code?: string }> {
    let req = request(t.http)[method as 'get'](url).set('Accept-Language', 'en');
    if (caller.token) req = req.set('Authorization', `Bearer ${caller.token}`);
    const res = WRITES.has(method) ? await req.send({}) : await req;
    return { status: res.status, code: (res.body as { code?: string } | undefined)?.code };
  }

  it('every operation × every caller answers as its declared access rule says: 0 violations', async () => {
    const doc = buildOpenApiDocument(t.app) as unknown as { paths: Record<string, Record<string, Operation>> };
    const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).filter(([method]) => ['get', ...WRITES].includes(method)).map(([method, op]) => ({ path, method, op })),
    );
    // Signing out ends the caller's session: probed last, after everything else.
    operations.sort((a, b) => Number(a.path === '/auth/v1/logout') - Number(b.path === '/auth/v1/logout'));

    // Fresh sessions: another test of this file may have run first.
    for (const [i, caller] of callers.entries()) if (caller.kind === 'user') callers[i] = await signedIn(caller.name);
    const violations: string[] = [];
    const tally: Record<Expected, number> = { allowed: 0, unauthenticated: 0, forbidden: 0 };
    let probes = 0;
    for (const { path, method, op } of operations) {
      // Every caller at once on one operation: callers share nothing a probe could change.
      await Promise.all(
        callers.map(async (caller) => {
          const expected = expectedFor(op, caller);
          const { status, code } = await probe(method, pathOf(path, method), caller);
          probes++;
          tally[expected]++;
          const wrong = violation(expected, status, code);
          if (wrong) violations.push(`${method.toUpperCase()} ${path} as ${caller.name}: ${wrong}`);
        }),
      );
    }
    console.log(
      `access matrix: ${operations.length} operations × ${callers.length} callers = ${probes} probes ` +
        `(${tally.allowed} allowed, ${tally.forbidden} forbidden, ${tally.unauthenticated} unauthenticated), ${violations.length} violations`,
    );
    expect(violations).toEqual([]);
    expect(operations.length).toBeGreaterThan(100);
  }, 300_000);

  it("ownership: the other client's portal user gets 404 for client A's quotation, whose own user reads it", async () => {
    const [cliente, cliente2] = [await signedIn('cliente'), await signedIn('cliente2')];
    const as = (name: 'cliente' | 'cliente2') => (name === 'cliente' ? cliente : cliente2);
    const status = async (method: string, url: string, caller: Caller) => (await probe(method, url, caller)).status;
    for (const suffix of ['', '/pdf']) {
      expect(await status('get', `/app/v1/portal/quotations/${sentReference}${suffix}`, as('cliente'))).toBe(200);
      expect(await status('get', `/app/v1/portal/quotations/${sentReference}${suffix}`, as('cliente2'))).toBe(404);
    }
    const [before] = await sql<{ status: string; updated_at: Date }>(t.db.url, 'SELECT status, updated_at FROM quotations WHERE reference = $1', [sentReference]);
    // Well-formed answers, so that only ownership can refuse them.
    for (const [action, body] of [['accept', {}], ['decline', { reason: 'PRICE' }], ['requote', {}]] as const) {
      const res = await request(t.http).post(`/app/v1/portal/quotations/${sentReference}/${action}`).set('Authorization', `Bearer ${cliente2.token}`).send(body);
      expect(res.status).toBe(404);
    }
    const [after] = await sql<{ status: string; updated_at: Date }>(t.db.url, 'SELECT status, updated_at FROM quotations WHERE reference = $1', [sentReference]);
    expect(after).toEqual(before);
  });

  it("ownership: an agent link reads its own request, never another request's question", async () => {
    const agent = callers.find((c) => c.kind === 'agent')!;
    expect((await probe('get', '/app/v1/agent/cost-request', agent)).status).toBe(200);
    expect((await probe('get', `/app/v1/agent/questions/${foreignQuestionId}`, agent)).status).toBe(404);
  });
});
