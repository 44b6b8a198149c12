import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { Permission } from '@freight/shared';
import { DEMO_ACCOUNTS } from '../../../../prisma/seed/demo-accounts.js';
import { buildOpenApiDocument } from '../../src/openapi/document.js';
import { smtpConfigFor, startSmtpSink, type SmtpSink } from '../mail/smtp-sink.js';
import { openAgentLinks } from '../pricing/pricing-fixtures.js';
import { demoClientId } from '../quotations/builders.js';
import { createUser } from '../sells/fixtures.js';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';

/**
 * The access matrix of issue 18, generated from the app's own OpenAPI document: every operation × every kind
 * of caller (anonymous, each demo account, an agent link), with the outcome its declared access rule
 * (`x-access`, `security`) promises. Writes are probed with `{}` on records that do not exist, so nothing
 * changes and the guard alone decides; reads use real records so that ownership shows.
 */
type Access = { kind: 'public' | 'signedIn' | 'anyOf'; permissions?: string[] };
type Operation = {
  operationId?: string;
  parameters?: { in: string; name: string }[];
  security?: Record<string, string[]>[];
  'x-access'?: Access;
};
type Caller = {
  name: string;
  kind: 'anonymous' | 'user' | 'agent';
  token?: string;
  permissions: readonly Permission[];
};
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
  if (expected === 'forbidden' && !(status === 403 && code === 'FORBIDDEN'))
    return `expected 403 FORBIDDEN, got ${status} ${code ?? ''}`;
  if (expected === 'allowed' && (status === 401 || (status === 403 && code === 'FORBIDDEN')))
    return `expected access, got ${status} ${code ?? ''}`;
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
    t = await startTestApp({
      smtp: smtpConfigFor(sink),
    });
    callers.push({ name: 'anonymous', kind: 'anonymous', permissions: [] });
    for (const account of DEMO_ACCOUNTS) callers.push(await signedIn(account.username));

    // A quotation of client A with cost requests to two agents: one agent link probes, the other owns a question.
    clientId = await demoClientId(t);
    const opened = await openAgentLinks(t, sink);
    reference = opened.reference;
    const links = opened.links;
    callers.push({ name: 'agent link', kind: 'agent', token: links['li.wei@agents.test'], permissions: [] });
    const asked = await request(t.http)
      .post('/app/v1/agent/questions')
      .set('Authorization', `Bearer ${links['ana@agents.test']}`)
      .send({ text: 'Is the cargo stackable?' });
    expect(asked.status).toBe(201);
    foreignQuestionId = (asked.body as { id: string }).id;

    // A quotation client A can see in its portal (sent or later).
    const [sent] = await sql<{ reference: string }>(
      t.db.url,
      `SELECT reference FROM quotations WHERE client_id = $1 AND status = 'SENT' ORDER BY reference LIMIT 1`,
      [clientId],
    );
    sentReference = sent.reference;
  }, 240_000);

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
      if (write)
        return name === 'reference' || name === 'key' || name === 'quotationReference' ? 'ZZZ-99-999999' : NOWHERE;
      if (name === 'reference' || name === 'quotationReference')
        return path.startsWith('/operations/') && name === 'reference' ? 'ZZZ-99-999999' : reference;
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
      Object.entries(item)
        .filter(([method]) => ['get', ...WRITES].includes(method))
        .map(([method, op]) => ({ path, method, op })),
    );
    // The sign-outs end the caller's session: probed last, each with fresh sessions.
    const signsOut = (path: string) => Number(path === '/auth/v1/logout' || path === '/auth/v1/sso/logout');
    operations.sort((a, b) => signsOut(a.path) - signsOut(b.path));

    // Fresh sessions: another test of this file may have run first.
    for (const [i, caller] of callers.entries()) if (caller.kind === 'user') callers[i] = await signedIn(caller.name);
    const violations: string[] = [];
    const tally: Record<Expected, number> = { allowed: 0, unauthenticated: 0, forbidden: 0 };
    let probes = 0;
    for (const { path, method, op } of operations) {
      if (signsOut(path))
        for (const [i, caller] of callers.entries())
          if (caller.kind === 'user') callers[i] = await signedIn(caller.name);
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
    const [before] = await sql<{ status: string; updated_at: Date }>(
      t.db.url,
      'SELECT status, updated_at FROM quotations WHERE reference = $1',
      [sentReference],
    );
    // Well-formed answers, so that only ownership can refuse them.
    for (const [action, body] of [
      ['accept', {}],
      ['decline', { reason: 'PRICE' }],
      ['requote', {}],
    ] as const) {
      const res = await request(t.http)
        .post(`/app/v1/portal/quotations/${sentReference}/${action}`)
        .set('Authorization', `Bearer ${cliente2.token}`)
        .send(body);
      expect(res.status).toBe(404);
    }
    const [after] = await sql<{ status: string; updated_at: Date }>(
      t.db.url,
      'SELECT status, updated_at FROM quotations WHERE reference = $1',
      [sentReference],
    );
    expect(after).toEqual(before);
  });

  /** The document's operations, with their access rule. */
  function documentOperations() {
    const doc = buildOpenApiDocument(t.app) as unknown as { paths: Record<string, Record<string, Operation>> };
    return Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => ['get', ...WRITES].includes(method))
        .map(([method, op]) => ({ path, method, op })),
    );
  }

  /** A quotation's rows a write could touch: the same before and after a refused probe (the owner's reads log VIEWED). */
  const quotationState = async (ref: string) =>
    sql(
      t.db.url,
      `SELECT q.status, q.active, q.updated_at, q.approval_state, q.publish_state,
              (SELECT count(*) FROM quotation_notes n WHERE n.quotation_id = q.id) AS notes,
              (SELECT count(*) FROM documents d WHERE d.quotation_id = q.id) AS documents,
              (SELECT array_agg(e.kind || ':' || coalesce(e.user_id::text, '-') ORDER BY e.created_at) FROM quotation_events e
                WHERE e.quotation_id = q.id AND e.kind <> 'VIEWED') AS events,
              (SELECT count(*) FROM sell_lines s WHERE s.quotation_id = q.id) AS sells
       FROM quotations q WHERE q.reference = $1`,
      [ref],
    );

  it("ownership, every portal route from the document with client A's ids: the other client's portal user never gets 2xx nor A's data, A's own user does", async () => {
    const [cliente, cliente2] = [await signedIn('cliente'), await signedIn('cliente2')];
    // A quotation of client A in its portal with a document the client may open.
    const [doc] = await sql<{ id: string; reference: string }>(
      t.db.url,
      `SELECT d.id, q.reference FROM documents d JOIN quotations q ON q.id = d.quotation_id
       WHERE q.client_id = $1 AND q.status = 'SENT' AND d.client_visible ORDER BY q.reference LIMIT 1`,
      [clientId],
    );
    const [{ tax_id: taxIdA }] = await sql<{ tax_id: string }>(t.db.url, 'SELECT tax_id FROM clients WHERE id = $1', [
      clientId,
    ]);
    // Well-formed bodies, so that only ownership can refuse a write.
    const bodies: Record<string, object> = { accept: {}, decline: { reason: 'PRICE' }, requote: {} };
    const portal = documentOperations().filter(({ op }) => op['x-access']?.permissions?.includes('THIRD_PARTY_CLIENT'));
    const before = await quotationState(doc.reference);
    const problems: string[] = [];
    let probes = 0;
    for (const { path, method } of portal) {
      const url = path.replace('{key}', doc.reference).replace('{id}', doc.id);
      const req = request(t.http)[method as 'get'](url).set('Authorization', `Bearer ${cliente2.token}`);
      const intruder = await (WRITES.has(method) ? req.send(bodies[path.split('/').at(-1)!] ?? {}) : req);
      probes++;
      const leaked =
        JSON.stringify(intruder.body ?? '').includes(taxIdA) ||
        JSON.stringify(intruder.body ?? '').includes(doc.reference);
      if (intruder.status < 300 && path.includes('{'))
        problems.push(`${method.toUpperCase()} ${path} as cliente2: ${intruder.status}`);
      else if (path.includes('{') && intruder.status !== 404)
        problems.push(`${method.toUpperCase()} ${path} as cliente2: expected 404, got ${intruder.status}`);
      if (leaked) problems.push(`${method.toUpperCase()} ${path} as cliente2: client A's data in the answer`);
    }
    // Taken before the owner's reads, which log their own events (PDF_DOWNLOADED).
    const after = await quotationState(doc.reference);
    // The owner's reads succeed: the probes hit real records, so the 404s above are ownership.
    for (const { path } of portal.filter((o) => o.method === 'get')) {
      const owner = await request(t.http)
        .get(path.replace('{key}', doc.reference).replace('{id}', doc.id))
        .set('Authorization', `Bearer ${cliente.token}`);
      if (owner.status !== 200) problems.push(`GET ${path} as cliente (owner): ${owner.status}`);
    }
    console.log(
      `access matrix, portal ownership: ${portal.length} portal operations probed by the other client with client A's ids (${probes} probes), ${problems.length} violations`,
    );
    expect(problems).toEqual([]);
    expect(portal.length).toBeGreaterThanOrEqual(8);
    expect(after).toEqual(before);
  });

  it("ownership, every quotation route a commercial may call, against another commercial's quotation: 404 for each (the owner reads them), and nothing changes", async () => {
    // A second commercial: the policy lets a commercial see only their own and assigned quotations.
    await createUser(t, 'comercial2', ['COMMERCIAL', 'CREATE_QUOTATION', 'VIEW_QUOTATION'], { isCommercial: true });
    const [owner, other] = [
      await signedIn('comercial'),
      {
        name: 'comercial2',
        kind: 'user' as const,
        token: await loginAs(t.http, 'comercial2'),
        permissions: ['COMMERCIAL'] as Permission[],
      },
    ];
    const ops = documentOperations().filter(
      ({ path, op }) =>
        /\{(reference|quotationReference)\}/.test(path) &&
        !path.startsWith('/operations/') &&
        op['x-access']?.permissions?.includes('COMMERCIAL'),
    );
    // Well-formed bodies where a write has required fields, so that only ownership can refuse it.
    const WELL_FORMED: Record<string, object> = {
      'post status': { status: 'FUTURE' },
      'post notes': { text: 'Nota de otro comercial' },
    };
    const before = await quotationState(reference);
    const problems: string[] = [];
    const tally: Record<number, number> = {};
    for (const { path, method } of ops) {
      const url = path.replace(/\{(reference|quotationReference)\}/, reference).replace(/\{\w+\}/g, NOWHERE);
      const body = WELL_FORMED[`${method} ${path.split('/').slice(-1)[0]}`];
      const send = (client: ReturnType<typeof request>) => client[method as 'post'](url);
      const res = body
        ? await send(request(t.http))
            .set('Authorization', `Bearer ${other.token}`)
            .send(body)
            .then((r) => ({ status: r.status, code: (r.body as { code?: string }).code }))
        : await probe(method, url, other);
      tally[res.status] = (tally[res.status] ?? 0) + 1;
      // A read must be refused as not found. A write may also stop at validation ({} body), never pass.
      if (method === 'get' ? res.status !== 404 : ![400, 404].includes(res.status))
        problems.push(`${method.toUpperCase()} ${path} as comercial2: ${res.status} ${res.code ?? ''}`);
      if (method === 'get' && !path.includes('{id}')) {
        const mine = await probe(method, url, owner);
        if (mine.status === 404) problems.push(`${method.toUpperCase()} ${path} as comercial (owner): 404`);
      }
    }
    const after = await quotationState(reference);
    const [{ n: byIntruder }] = await sql<{ n: string }>(
      t.db.url,
      `SELECT count(*) AS n FROM quotation_events e JOIN users u ON u.id = e.user_id WHERE u.username = 'comercial2'`,
    );
    expect(byIntruder).toBe('0');
    console.log(
      `access matrix, commercial ownership: ${ops.length} quotation operations probed by another commercial on comercial's quotation ` +
        `(${Object.entries(tally)
          .map(([s, n]) => `${n} x ${s}`)
          .join(', ')}), ${problems.length} violations`,
    );
    expect(problems).toEqual([]);
    expect(ops.length).toBeGreaterThanOrEqual(10);
    expect(after).toEqual(before);
  });

  it("ownership: an agent link reads its own request, never another request's question", async () => {
    const agent = callers.find((c) => c.kind === 'agent')!;
    expect((await probe('get', '/app/v1/agent/cost-request', agent)).status).toBe(200);
    expect((await probe('get', `/app/v1/agent/questions/${foreignQuestionId}`, agent)).status).toBe(404);
  });
});
