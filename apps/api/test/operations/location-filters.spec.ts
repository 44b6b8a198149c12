import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type {
  LocationSearchResult,
  OperationDetail,
  OperationSummary,
  Page,
  PortalQuotationSummary,
} from '@freight/shared';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { demoClientId } from '../quotations/builders.js';

/**
 * Issue 36 item 17: the operations and portal filters find "Shanghai" by name (the request form's
 * location search gives its code) and operations show names where a code alone was typed.
 */
describe('location filters by name', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const as = (who: string) => ({
    get: (path: string) => request(t.http).get(path).set('Authorization', `Bearer ${tokens[who]}`),
    post: (path: string, body: object) =>
      request(t.http).post(path).set('Authorization', `Bearer ${tokens[who]}`).send(body),
  });
  /** What the filters' location search offers for a typed text: the codes, best match first. */
  const search = async (who: string, text: string) =>
    (
      (await as(who).get(`/app/v1/locations?search=${encodeURIComponent(text)}&kind=SEAPORT,AIRPORT,COUNTRY&limit=20`))
        .body as LocationSearchResult
    ).items.map((i) => i.code);

  beforeAll(async () => {
    t = await startTestApp();
    for (const u of ['operativo', 'cliente']) tokens[u] = await loginAs(t.http, u);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('an operation typed with codes only shows the catalogue names; a name typed by the user is kept', async () => {
    const res = await as('operativo').post('/operations/v1/operations', {
      clientId: await demoClientId(t),
      transportMode: 'SEA',
      containerMode: 'FCL',
      originCode: 'cnsha',
      destinationCode: 'UYMVD',
      destinationName: 'Puerto de Montevideo',
    });
    expect(res.status).toBe(201);
    const { reference } = res.body as { reference: string };
    const detail = (await as('operativo').get(`/operations/v1/operations/${reference}`)).body as OperationDetail;
    expect(detail).toMatchObject({
      originCode: 'CNSHA',
      originName: 'Shanghai',
      destinationCode: 'UYMVD',
      destinationName: 'Puerto de Montevideo',
    });
  });

  it('"Shanghai" typed in the operations origin filter finds the Shanghai operations through its code', async () => {
    const codes = await search('operativo', 'Shanghai');
    expect(codes[0]).toBe('CNSHA');
    // The filter sends the picked code; the raw name finds nothing (why the filter must search first).
    const list = async (origins: string) =>
      (
        (await as('operativo').get(`/operations/v1/operations?limit=100&origins=${origins}`))
          .body as Page<OperationSummary>
      ).items;
    const byCode = await list(codes[0]);
    expect(byCode.length).toBeGreaterThan(0);
    expect(byCode.every((o) => o.originCode === 'CNSHA')).toBe(true);
    expect(await list('SHANGHAI')).toEqual([]);
  });

  it("the portal's filter does the same for the client's quotations", async () => {
    const codes = await search('cliente', 'valencia');
    expect(codes[0]).toBe('ESVLC');
    const items = (
      (await as('cliente').get(`/app/v1/portal/quotations?limit=100&origins=${codes[0]}`))
        .body as Page<PortalQuotationSummary>
    ).items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((q) => q.originCode === 'ESVLC')).toBe(true);
  });
});
