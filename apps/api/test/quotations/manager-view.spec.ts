import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type { Page, QuotationSummary, UserRef } from '@freight/shared';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { requestsOwn } from '../support/request-statements.js';
import { sql } from '../support/sql.js';
import { demoClientId, validRequest } from './builders.js';

describe("manager view: filter by commercial and by 'awaiting my approval', and the home count", () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  let clientId: string;

  const get = (who: string, path: string, query: object = {}) =>
    request(t.http).get(path).query(query).set('Authorization', `Bearer ${tokens[who]}`);
  const managerList = async (query: object) => {
    const res = await get('gerente', '/app/v1/quotations', { view: 'manager', limit: 100, ...query });
    expect(res.status).toBe(200);
    return (res.body as Page<QuotationSummary>).items;
  };
  const create = async (who: string) =>
    (
      (
        await request(t.http)
          .post('/app/v1/quotations')
          .set('Authorization', `Bearer ${tokens[who]}`)
          .send(validRequest('SEA_LCL', clientId))
      ).body as { reference: string }
    ).reference;
  const count = async () => {
    const res = await get('gerente', '/app/v1/quotations/approvals/count');
    expect(res.status).toBe(200);
    return (res.body as { count: number }).count;
  };

  beforeAll(async () => {
    t = await startTestApp();
    for (const u of ['comercial', 'gerente', 'pricing']) tokens[u] = await loginAs(t.http, u);
    for (const row of await sql<{ id: string; username: string }>(t.db.url, 'SELECT id, username FROM users'))
      ids[row.username] = row.id;
    clientId = await demoClientId(t);
  });
  afterAll(() => t.close());

  it("filters the manager's list by one commercial on the server", async () => {
    const [theirs, own] = [await create('comercial'), await create('gerente')];
    const byComercial = await managerList({ commercialId: ids.comercial });
    expect(byComercial.map((q) => q.reference)).toContain(theirs);
    expect(byComercial.map((q) => q.reference)).not.toContain(own);
    expect(byComercial.every((q) => q.commercial.id === ids.comercial)).toBe(true);
    const commercials = (await get('gerente', '/app/v1/quotations/manager/commercials')).body as UserRef[];
    expect(commercials.map((u) => u.id)).toEqual(expect.arrayContaining([ids.comercial, ids.gerente]));
    expect(commercials.map((u) => u.id)).not.toContain(ids.pricing);
  });

  it("lists and counts the quotations awaiting the manager's approval", async () => {
    const before = await count();
    const waiting = await create('comercial');
    await sql(
      t.db.url,
      `UPDATE quotations SET approval_state = 'REQUESTED', approval_requested_at = now() WHERE reference = $1`,
      [waiting],
    );
    expect(await count()).toBe(before + 1);
    const listed = await managerList({ awaitingApproval: true });
    expect(listed.map((q) => q.reference)).toContain(waiting);
    expect(listed).toHaveLength(before + 1);
    // A decided approval no longer waits.
    await sql(t.db.url, `UPDATE quotations SET approval_state = 'APPROVED' WHERE reference = $1`, [waiting]);
    expect(await count()).toBe(before);
  });

  it('refuses the count and the commercials to a user who is not a manager', async () => {
    expect((await get('comercial', '/app/v1/quotations/approvals/count')).status).toBe(403);
    expect((await get('pricing', '/app/v1/quotations/manager/commercials')).status).toBe(403);
  });
});

describe('manager view: statements per request (issue 17)', () => {
  let t: TestApp;
  const log = join(mkdtempSync(join(tmpdir(), 'manager-statements-')), 'queries.jsonl');
  beforeAll(async () => {
    t = await startTestApp({ queryLogFile: log });
  });
  afterAll(() => t.close());

  /** Waits until no statement has been logged for 300 ms (what an earlier request left running, such
   * as sign-in's trailing writes, once landed in the next request's window on a loaded machine). */
  const quiet = async () => {
    for (let size = -1; size !== readFileSync(log).length;) {
      size = readFileSync(log).length;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  };

  /** The statements one request sent (the log is written synchronously, before the answer leaves). */
  const statementsOf = async (path: string, query: object, token: string) => {
    await quiet();
    const before = readFileSync(log).length;
    const res = await request(t.http).get(path).query(query).set('Authorization', `Bearer ${token}`);
    expect(res.status).toBe(200);
    return requestsOwn(
      readFileSync(log)
        .subarray(before)
        .toString('utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as { query: string }),
    ).map((s) => s.query);
  };

  it("reads the manager's related commercials once per list request, and as many statements at 25 and 100 rows", async () => {
    const token = await loginAs(t.http, 'gerente');
    // A background statement (a job's poll) can still land in a request's window on a loaded machine and
    // only ever adds one: each request is read twice and its fewer statements are compared.
    const fewest = async (limit: number) => {
      const [first, second] = [
        await statementsOf('/app/v1/quotations', { view: 'manager', limit }, token),
        await statementsOf('/app/v1/quotations', { view: 'manager', limit }, token),
      ];
      return first.length <= second.length ? first : second;
    };
    const at25 = await fewest(25);
    const at100 = await fewest(100);
    expect(at25.filter((q) => q.includes('_RelatedCommercials'))).toHaveLength(1);
    expect(at100).toHaveLength(at25.length);
  });
});
