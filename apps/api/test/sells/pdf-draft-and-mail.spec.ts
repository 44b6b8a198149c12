import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { PricingSummary, RecipientSuggestion } from '@freight/shared';
import { waitFor } from '../mail/mail-test-module.js';
import { smtpConfigFor, startSmtpSink, type SmtpSink } from '../mail/smtp-sink.js';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import { bearer, insertCost, pendingQuotation, seedChargeCodes, seedProvider, type Code } from './fixtures.js';
import { binary } from '../support/binary.js';

const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8');

/** Issue 36 items 5, 8 and 12: the draft PDF before approval, the client's mail, the client's formats. */
describe('the client PDF and mail follow the approval and the recipient', () => {
  let t: TestApp;
  let sink: SmtpSink;
  const tokens: Record<string, string> = {};
  let codes: Record<Code, string>;
  let agent: string;

  const at = (ref: string, who: string) => ({
    get: (path: string) => request(t.http).get(`/app/v1/quotations/${ref}${path}`).set(bearer(tokens[who])),
    post: (path: string, body: object = {}) =>
      request(t.http).post(`/app/v1/quotations/${ref}${path}`).set(bearer(tokens[who])).send(body),
    put: (path: string, body: object) =>
      request(t.http).put(`/app/v1/quotations/${ref}${path}`).set(bearer(tokens[who])).send(body),
  });
  const pdfOf = async (ref: string, who: string, base = `/app/v1/quotations/${ref}`) => {
    const res = await request(t.http).get(`${base}/pdf`).set(bearer(tokens[who])).buffer(true).parse(binary);
    expect(res.status).toBe(200);
    return { text: pdfText(res.body as Buffer), disposition: res.headers['content-disposition'] };
  };
  const summary = async (ref: string) => (await at(ref, 'comercial').get('/pricing-summary')).body as PricingSummary;

  /** A published quotation of the Uruguayan demo client priced at `margin` % markup on every line. */
  async function published(margin: number): Promise<{ reference: string; id: string }> {
    const q = await pendingQuotation(t, tokens.comercial);
    const cost = await insertCost(t, q.id, agent, codes, {
      charges: [
        { code: 'OFT', currency: 'USD', total: '1500.00' },
        { code: 'THC', currency: 'USD', total: '200.00' },
      ],
    });
    const line = (i: number, chargeCodeId: string, costAmount: number) => ({
      costChargeId: cost.chargeIds[i],
      chargeCodeId,
      description: `Línea ${i + 1}`,
      currency: 'USD',
      costAmount,
      marginKind: 'PERCENT',
      marginValue: margin,
      clientVisible: true,
    });
    const put = await at(q.reference, 'pricing').put('/sells', {
      lines: [line(0, codes.OFT, 1500), line(1, codes.THC, 200)],
    });
    expect(put.status).toBe(200);
    expect((await at(q.reference, 'pricing').post('/publish')).status).toBe(200);
    return q;
  }

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestApp({
      smtp: smtpConfigFor(sink),
    });
    for (const u of ['comercial', 'gerente', 'pricing', 'cliente']) tokens[u] = await loginAs(t.http, u);
    codes = await seedChargeCodes(t);
    agent = await seedProvider(t, 'AGD', 'Agente Draft');
    // The sender reads US numbers: the Uruguayan client's documents must not.
    await sql(
      t.db.url,
      `UPDATE users SET currency_format = 'US', phone = '+598 2901 2345' WHERE username = 'comercial'`,
    );
    await sql(
      t.db.url,
      `INSERT INTO client_contacts (id, client_id, name, email, position, active, updated_at)
       SELECT gen_random_uuid(), id, c.name, c.email, c.position, c.active, now()
       FROM clients, (VALUES ('Ana Compras', 'ana.compras@frigorifico.example', 'Compras', true),
                             ('Beto Baja', 'beto.baja@frigorifico.example', NULL, false)) AS c(name, email, position, active)
       WHERE tax_id = '215478930012' AND country = 'UY'
       ON CONFLICT DO NOTHING`,
    );
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  it('below the minimum margin the PDF is a watermarked draft until a manager approves; sending stays blocked until then', async () => {
    const q = await published(3);
    const before = await pdfOf(q.reference, 'comercial');
    expect(before.text).toContain('BORRADOR');
    expect(before.text).toContain('Borrador sin validez: precios pendientes de aprobación.');
    expect(before.disposition).toBe(`attachment; filename="${q.reference}-draft.pdf"`);
    expect(await summary(q.reference)).toMatchObject({ pdfDraft: true, sendBlockedBy: 'APPROVAL_REQUIRED' });
    const send = () => at(q.reference, 'comercial').post('/send', { to: ['ana.compras@frigorifico.example'] });
    expect((await send()).body).toMatchObject({ code: 'APPROVAL_REQUIRED' });

    expect((await at(q.reference, 'comercial').post('/approval/request')).status).toBe(200);
    expect((await pdfOf(q.reference, 'comercial')).text).toContain('BORRADOR');
    expect((await send()).body).toMatchObject({ code: 'APPROVAL_REQUIRED' });

    expect((await at(q.reference, 'gerente').post('/approval/decide', { approve: true })).status).toBe(200);
    const after = await pdfOf(q.reference, 'comercial');
    expect(after.text).not.toContain('BORRADOR');
    expect(after.text).not.toContain('Borrador');
    expect(after.disposition).toBe(`attachment; filename="${q.reference}.pdf"`);
    expect(await summary(q.reference)).toMatchObject({ pdfDraft: false, sendBlockedBy: null });
    expect((await send()).status).toBe(200);
    await waitFor(() => sink.mails.some((m) => m.subject?.includes(q.reference)));
    const mailed = sink.mails.find((m) => m.subject?.includes(q.reference));
    expect(pdfText(mailed!.attachments[0].content)).not.toContain('BORRADOR');
  });

  it('above the minimum the published PDF is final; before publication even pricing gets a draft', async () => {
    const q = await published(25);
    expect((await pdfOf(q.reference, 'comercial')).text).not.toContain('BORRADOR');
    expect((await summary(q.reference)).pdfDraft).toBe(false);
    // Editing the sells again puts the quotation back to pending publication: pricing's preview is a draft.
    await sql(t.db.url, `UPDATE quotations SET publish_state = 'PENDING_PUBLICATION' WHERE id = $1`, [q.id]);
    expect((await pdfOf(q.reference, 'pricing')).text).toContain('BORRADOR');
  });

  it("the client's mail: greeting, then the message, signed by the commercial, who is the Reply-To", async () => {
    const q = await published(25);
    const suggested = await at(q.reference, 'comercial').get('/recipients');
    expect(suggested.status).toBe(200);
    // Only active contacts are suggested.
    expect(suggested.body as RecipientSuggestion[]).toEqual([
      { name: 'Ana Compras', email: 'ana.compras@frigorifico.example', position: 'Compras' },
    ]);
    expect((await at(q.reference, 'pricing').get('/recipients')).status).toBe(403);

    const res = await at(q.reference, 'comercial').post('/send', {
      to: ['ana.compras@frigorifico.example'],
      message: 'Según lo conversado, va la propuesta con salida semanal.',
    });
    expect(res.status).toBe(200);
    await waitFor(() => sink.mails.some((m) => m.subject === `Cotización ${q.reference}`));
    const mail = sink.mails.find((m) => m.subject === `Cotización ${q.reference}`)!;
    expect(mail.from?.text).toContain('no-reply@freight.test');
    expect(mail.replyTo?.value).toEqual([{ address: 'comercial@freight.local', name: 'Carlos Comercial' }]);
    const text = mail.text ?? '';
    const greeting = text.indexOf('Estimados Frigorífico del Plata:');
    const message = text.indexOf('Según lo conversado, va la propuesta con salida semanal.');
    const body = text.indexOf(`Adjuntamos la cotización ${q.reference}.`);
    const signature = text.indexOf('Saludos cordiales,\nCarlos Comercial\ncomercial@freight.local\n+598 2901 2345');
    expect(greeting).toBe(0);
    expect(message).toBeGreaterThan(greeting);
    expect(body).toBeGreaterThan(message);
    expect(signature).toBeGreaterThan(body);
  });

  it("the PDF uses the client's number format whoever generates it, and the portal's copy carries the quotation's date", async () => {
    const q = await published(25);
    await sql(t.db.url, `UPDATE quotations SET total_weight_kg = 2710.5 WHERE id = $1`, [q.id]);
    // comercial reads US numbers, the Uruguayan client reads "2.710,5 kg".
    const staff = (await pdfOf(q.reference, 'comercial')).text;
    expect(staff).toContain('2.710,5 kg');
    expect(staff).not.toContain('2,710.5');

    expect((await at(q.reference, 'comercial').post('/send', { to: ['ana.compras@frigorifico.example'] })).status).toBe(
      200,
    );
    // Sent on 3 March (company calendar: 23:30 in Montevideo on the 3rd is 02:30 UTC on the 4th).
    await sql(
      t.db.url,
      `UPDATE quotations SET published_at = '2026-03-02T12:00:00Z', sent_at = '2026-03-04T02:30:00Z' WHERE id = $1`,
      [q.id],
    );
    const portal = (await pdfOf(q.reference, 'cliente', `/app/v1/portal/quotations/${q.reference}`)).text;
    expect(portal).toContain('Fecha: 03/03/2026');
    expect(portal).toContain('2.710,5 kg');
    expect(portal).not.toContain('BORRADOR');
  });
});
