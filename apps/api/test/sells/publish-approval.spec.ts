import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EventEmitter2 } from '@nestjs/event-emitter';
import request from 'supertest';
import type { PricingSummary } from '@freight/shared';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import { bearer, createUser, eventKinds, pendingQuotation, seedChargeCodes, type Code } from './fixtures.js';

describe('publishing sells and approval below the minimum margin', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let codes: Record<Code, string>;
  const domainEvents: { name: string; payload: Record<string, unknown> }[] = [];

  const at = (ref: string, who: string) => ({
    get: (path: string) => request(t.http).get(`/app/v1/quotations/${ref}${path}`).set(bearer(tokens[who])),
    put: (path: string, body: object) =>
      request(t.http).put(`/app/v1/quotations/${ref}${path}`).set(bearer(tokens[who])).send(body),
    post: (path: string, body: object = {}) =>
      request(t.http).post(`/app/v1/quotations/${ref}${path}`).set(bearer(tokens[who])).send(body),
  });
  /** One USD line with this margin percentage, plus an optional EUR line. */
  const price = (ref: string, usdMargin: number, eurMargin?: number) =>
    at(ref, 'pricing').put('/sells', {
      lines: [
        {
          chargeCodeId: codes.OFT,
          description: 'Flete',
          currency: 'USD',
          costAmount: 1000,
          marginKind: 'PERCENT',
          marginValue: usdMargin,
          clientVisible: true,
        },
        ...(eurMargin === undefined
          ? []
          : [
              {
                chargeCodeId: codes.THC,
                description: 'THC',
                currency: 'EUR',
                costAmount: 300,
                marginKind: 'PERCENT',
                marginValue: eurMargin,
                clientVisible: true,
              },
            ]),
      ],
    });
  const summary = async (ref: string, who = 'comercial') =>
    (await at(ref, who).get('/pricing-summary')).body as PricingSummary;
  const row = async (id: string) =>
    (
      await sql<{
        status: string;
        publish_state: string;
        approval_state: string;
        published_at: Date | null;
        approval_comment: string | null;
      }>(
        t.db.url,
        'SELECT status, publish_state, approval_state, published_at, approval_comment FROM quotations WHERE id = $1',
        [id],
      )
    )[0];
  const code = (res: request.Response) => (res.body as { code: string }).code;

  beforeAll(async () => {
    t = await startTestApp();
    // A manager who does not manage `comercial`.
    await createUser(t, 'gerente2', ['COMMERCIAL', 'COMMERCIAL_MANAGER', 'VIEW_QUOTATION'], { isCommercial: true });
    for (const u of ['comercial', 'gerente', 'gerente2', 'pricing']) tokens[u] = await loginAs(t.http, u);
    codes = await seedChargeCodes(t);
    const emitter = t.app.get(EventEmitter2);
    for (const name of ['quotation.published', 'quotation.approval_requested', 'quotation.approval_decided']) {
      emitter.on(name, (payload: Record<string, unknown>) => domainEvents.push({ name, payload }));
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses to publish a quotation without sell lines', async () => {
    const q = await pendingQuotation(t, tokens.comercial);
    const res = await at(q.reference, 'pricing').post('/publish');
    expect(res.status).toBe(409);
    expect(code(res)).toBe('NOTHING_TO_PUBLISH');
    expect(await row(q.id)).toMatchObject({ status: 'PENDING', publish_state: 'PENDING_PUBLICATION' });
  });

  it('publishing moves PENDING to QUOTED, a re-pricing to UPDATED, and logs each change', async () => {
    const q = await pendingQuotation(t, tokens.comercial);
    const [{ id: commercialId }] = await sql<{ id: string }>(
      t.db.url,
      `SELECT id FROM users WHERE username = 'comercial'`,
    );
    expect((await price(q.reference, 15)).status).toBe(200);
    const first = await at(q.reference, 'pricing').post('/publish');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ status: 'QUOTED', publishState: 'PUBLISHED', approvalState: 'NOT_REQUESTED' });
    expect(await row(q.id)).toMatchObject({
      status: 'QUOTED',
      publish_state: 'PUBLISHED',
      published_at: expect.any(Date),
    });
    expect(domainEvents).toContainEqual({
      name: 'quotation.published',
      payload: expect.objectContaining({ quotationId: q.id, reference: q.reference, commercialId }),
    });

    // Editing sells takes them back to pending publication; publishing again is a re-pricing.
    expect((await price(q.reference, 18)).status).toBe(200);
    expect((await row(q.id)).publish_state).toBe('PENDING_PUBLICATION');
    expect((await summary(q.reference)).sendBlockedBy).toBe('NOT_PUBLISHED');
    expect((await at(q.reference, 'pricing').post('/publish')).body).toMatchObject({ status: 'UPDATED' });
    // Already UPDATED: published again without another status change.
    expect((await at(q.reference, 'pricing').post('/publish')).body).toMatchObject({ status: 'UPDATED' });

    const events = await eventKinds(t, q.id);
    expect(events.filter((e) => e.kind === 'STATUS_UPDATE').map((e) => `${e.from_status}>${e.to_status}`)).toEqual([
      'PENDING>QUOTED',
      'QUOTED>UPDATED',
    ]);
    expect(events.filter((e) => e.kind === 'SELLS_PUBLISHED')).toHaveLength(3);
    const detail = (await at(q.reference, 'comercial').get('')).body as { status: string };
    expect(detail.status).toBe('UPDATED');
  });

  it('refuses to publish a quotation that pricing has not taken', async () => {
    const q = await pendingQuotation(t, tokens.comercial);
    expect((await price(q.reference, 15)).status).toBe(200);
    await sql(t.db.url, `UPDATE quotations SET status = 'REQUESTED' WHERE id = $1`, [q.id]);
    const res = await at(q.reference, 'pricing').post('/publish');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'INVALID_STATUS_TRANSITION', details: { from: 'REQUESTED' } });
  });

  it("below the minimum margin, sending waits until a manager of the quotation's commercial approves", async () => {
    const q = await pendingQuotation(t, tokens.comercial);
    await price(q.reference, 5);
    // Approval needs published sells first.
    expect(code(await at(q.reference, 'comercial').post('/approval/request'))).toBe('NOT_PUBLISHED');
    await at(q.reference, 'pricing').post('/publish');

    let s = await summary(q.reference);
    expect(s).toMatchObject({
      approvalRequired: true,
      approvalState: 'NOT_REQUESTED',
      sendBlockedBy: 'APPROVAL_REQUIRED',
      minMarginPercent: 10,
    });
    expect(s.margins).toEqual([
      { currency: 'USD', profit: 50, marginOnSellPercent: 4.76, markupPercent: 5, belowMinimum: true },
    ]);
    expect(s.can).toMatchObject({ requestApproval: true, decideApproval: false, send: false, downloadPdf: true });
    const refused = await at(q.reference, 'comercial').post('/send', { to: ['cliente@example.com'] });
    expect(refused.status).toBe(409);
    expect(code(refused)).toBe('APPROVAL_REQUIRED');

    expect((await at(q.reference, 'pricing').post('/approval/request')).status).toBe(403);
    expect((await at(q.reference, 'comercial').post('/approval/decide', { approve: true })).status).toBe(403);
    expect(code(await at(q.reference, 'gerente').post('/approval/decide', { approve: true }))).toBe(
      'APPROVAL_NOT_REQUESTED',
    );

    const requested = await at(q.reference, 'comercial').post('/approval/request');
    expect(requested.status).toBe(200);
    expect(requested.body).toEqual({ approvalState: 'REQUESTED' });
    expect(code(await at(q.reference, 'comercial').post('/approval/request'))).toBe('APPROVAL_ALREADY_REQUESTED');
    expect(code(await at(q.reference, 'comercial').post('/send', { to: ['cliente@example.com'] }))).toBe(
      'APPROVAL_REQUIRED',
    );
    expect((await summary(q.reference, 'gerente')).can.decideApproval).toBe(true);
    // A manager of other commercials does not even see it.
    expect((await at(q.reference, 'gerente2').post('/approval/decide', { approve: true })).status).toBe(404);

    const approved = await at(q.reference, 'gerente').post('/approval/decide', {
      approve: true,
      comment: 'Cliente estratégico, se acepta el margen.',
    });
    expect(approved.status).toBe(200);
    expect(approved.body).toEqual({ approvalState: 'APPROVED' });
    s = await summary(q.reference);
    expect(s).toMatchObject({
      approvalState: 'APPROVED',
      sendBlockedBy: null,
      approvalComment: 'Cliente estratégico, se acepta el margen.',
      approvalDecidedBy: { name: 'Gabriela Gerente' },
    });
    expect(s.can.send).toBe(true);
    expect(code(await at(q.reference, 'gerente').post('/approval/decide', { approve: false }))).toBe(
      'APPROVAL_NOT_REQUESTED',
    );

    const kinds = (await eventKinds(t, q.id)).map((e) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(['APPROVAL_REQUESTED', 'APPROVAL_APPROVED']));
    expect(domainEvents.filter((e) => e.payload.quotationId === q.id).map((e) => e.name)).toEqual([
      'quotation.published',
      'quotation.approval_requested',
      'quotation.approval_decided',
    ]);
    expect(domainEvents.at(-1)!.payload).toMatchObject({
      approved: true,
      comment: 'Cliente estratégico, se acepta el margen.',
    });
  });

  it('a rejection blocks sending until pricing re-prices; re-publishing starts approval afresh', async () => {
    const q = await pendingQuotation(t, tokens.comercial);
    await price(q.reference, 4);
    await at(q.reference, 'pricing').post('/publish');
    await at(q.reference, 'comercial').post('/approval/request');
    expect(
      (await at(q.reference, 'gerente').post('/approval/decide', { approve: false, comment: 'Margen insuficiente' }))
        .body,
    ).toEqual({ approvalState: 'REJECTED' });

    expect(code(await at(q.reference, 'comercial').post('/send', { to: ['cliente@example.com'] }))).toBe(
      'APPROVAL_REJECTED',
    );
    expect(code(await at(q.reference, 'comercial').post('/approval/request'))).toBe('APPROVAL_REJECTED');
    expect(await summary(q.reference)).toMatchObject({
      approvalState: 'REJECTED',
      sendBlockedBy: 'APPROVAL_REJECTED',
      approvalComment: 'Margen insuficiente',
    });
    expect((await eventKinds(t, q.id)).find((e) => e.kind === 'APPROVAL_REJECTED')?.detail).toBe('Margen insuficiente');

    // Re-priced, still below the minimum: a new approval is needed.
    await price(q.reference, 8);
    expect((await at(q.reference, 'pricing').post('/publish')).body).toEqual({
      status: 'UPDATED',
      publishState: 'PUBLISHED',
      approvalState: 'NOT_REQUESTED',
    });
    expect(await row(q.id)).toMatchObject({ approval_state: 'NOT_REQUESTED', approval_comment: null });
    expect(code(await at(q.reference, 'comercial').post('/send', { to: ['cliente@example.com'] }))).toBe(
      'APPROVAL_REQUIRED',
    );

    // Re-priced above the minimum: no approval at all.
    await price(q.reference, 20);
    await at(q.reference, 'pricing').post('/publish');
    expect(await summary(q.reference)).toMatchObject({ approvalRequired: false, sendBlockedBy: null });
    expect(code(await at(q.reference, 'comercial').post('/approval/request'))).toBe('APPROVAL_NOT_REQUIRED');
  });

  it('applies the minimum to the margin on sell (profit / sell), not to the markup on cost', async () => {
    const q = await pendingQuotation(t, tokens.comercial);
    // A 10 % markup on 1,000 is a profit of 100 on a sell of 1,100: 9.09 % on sell, under the 10 % minimum.
    await price(q.reference, 10);
    await at(q.reference, 'pricing').post('/publish');
    let s = await summary(q.reference);
    expect(s.margins).toEqual([
      { currency: 'USD', profit: 100, marginOnSellPercent: 9.09, markupPercent: 10, belowMinimum: true },
    ]);
    expect(s).toMatchObject({ approvalRequired: true, sendBlockedBy: 'APPROVAL_REQUIRED' });
    // 11.12 % markup: 111.20 on 1,111.20 is 10.01 % on sell, at or over the minimum.
    await price(q.reference, 11.12);
    await at(q.reference, 'pricing').post('/publish');
    s = await summary(q.reference);
    expect(s.margins[0]).toMatchObject({ marginOnSellPercent: 10.01, markupPercent: 11.12, belowMinimum: false });
    expect(s).toMatchObject({ approvalRequired: false, sendBlockedBy: null });
  });

  it('needs approval when any one currency is under the minimum', async () => {
    const q = await pendingQuotation(t, tokens.comercial);
    await price(q.reference, 25, 9.99);
    await at(q.reference, 'pricing').post('/publish');
    const s = await summary(q.reference);
    expect(s.margins).toEqual([
      { currency: 'USD', profit: 250, marginOnSellPercent: 20, markupPercent: 25, belowMinimum: false },
      { currency: 'EUR', profit: 29.97, marginOnSellPercent: 9.08, markupPercent: 9.99, belowMinimum: true },
    ]);
    expect(s).toMatchObject({ approvalRequired: true, sendBlockedBy: 'APPROVAL_REQUIRED' });
  });

  it('lets a manager approve their own quotation', async () => {
    const q = await pendingQuotation(t, tokens.gerente);
    await price(q.reference, 2);
    await at(q.reference, 'pricing').post('/publish');
    expect((await at(q.reference, 'gerente').post('/approval/request')).status).toBe(200);
    expect((await at(q.reference, 'gerente').post('/approval/decide', { approve: true })).body).toEqual({
      approvalState: 'APPROVED',
    });
    expect((await at(q.reference, 'comercial').get('/pricing-summary')).status).toBe(404);
  });
});
