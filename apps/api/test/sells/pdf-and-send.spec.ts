import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EventEmitter2 } from '@nestjs/event-emitter';
import request from 'supertest';
import { mailSettled } from '../mail/mail-settled.js';
import { waitFor } from '../mail/mail-test-module.js';
import { smtpConfigFor, startSmtpSink, type SmtpSink } from '../mail/smtp-sink.js';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import {
  bearer,
  eventKinds,
  insertCost,
  pendingQuotation,
  seedChargeCodes,
  seedProvider,
  type Code,
} from './fixtures.js';
import { binary } from '../support/binary.js';

/** The text of a PDF as pdftotext reads it (layout kept, so a table row stays on one line). */
function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8');
}

describe('quotation PDF and sending it to the client', () => {
  let t: TestApp;
  let sink: SmtpSink;
  const tokens: Record<string, string> = {};
  let codes: Record<Code, string>;
  let agent: string;
  const sentEvents: Record<string, unknown>[] = [];

  const at = (ref: string, who: string) => ({
    get: (path: string) => request(t.http).get(`/app/v1/quotations/${ref}${path}`).set(bearer(tokens[who])),
    put: (path: string, body: object) =>
      request(t.http).put(`/app/v1/quotations/${ref}${path}`).set(bearer(tokens[who])).send(body),
    post: (path: string, body: object = {}) =>
      request(t.http).post(`/app/v1/quotations/${ref}${path}`).set(bearer(tokens[who])).send(body),
  });
  const pdfOf = async (ref: string, who = 'comercial') => {
    const res = await at(ref, who).get('/pdf').buffer(true).parse(binary);
    expect(res.status).toBe(200);
    return { res, text: pdfText(res.body as Buffer) };
  };

  /** A published quotation with a received cost: freight and terminal visible, a surcharge hidden. */
  async function pricedQuotation(taxId: string, margin = 12.5): Promise<{ reference: string; id: string }> {
    const q = await pendingQuotation(t, tokens.comercial, taxId);
    const cost = await insertCost(t, q.id, agent, codes, {
      carrier: 'Maersk Línea',
      transitDays: 32,
      freeDays: 14,
      validUntil: '2026-12-31',
      charges: [
        { code: 'OFT', currency: 'USD', total: '1500.00' },
        { code: 'THC', currency: 'USD', total: '200.00' },
        { code: 'BAF', currency: 'USD', total: '80.00' },
      ],
    });
    const line = (i: number, chargeCodeId: string, description: string, costAmount: number, clientVisible = true) => ({
      costChargeId: cost.chargeIds[i],
      chargeCodeId,
      description,
      currency: 'USD',
      costAmount,
      marginKind: 'PERCENT',
      marginValue: margin,
      clientVisible,
    });
    const put = await at(q.reference, 'pricing').put('/sells', {
      lines: [
        line(0, codes.OFT, 'Flete marítimo Shanghái', 1500),
        line(1, codes.THC, 'Gastos de terminal', 200),
        line(2, codes.BAF, 'Recargo oculto interno', 80, false),
      ],
    });
    expect(put.status).toBe(200);
    return q;
  }
  const publish = async (ref: string) => expect((await at(ref, 'pricing').post('/publish')).status).toBe(200);

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestApp({
      smtp: smtpConfigFor(sink),
    });
    for (const u of ['comercial', 'gerente', 'pricing']) tokens[u] = await loginAs(t.http, u);
    codes = await seedChargeCodes(t);
    agent = await seedProvider(t, 'AGS', 'Agente Shanghai');
    await sql(
      t.db.url,
      `INSERT INTO clients (id, trade_name, legal_name, tax_id, country, updated_at) VALUES (gen_random_uuid(), 'Acme Imports', 'Acme Imports LLC', 'US-123', 'US', now())`,
    );
    const note = (name: string, value: string, mandatory: boolean, services: string[], active = true) =>
      sql(
        t.db.url,
        `INSERT INTO standard_notes (id, name, value, mandatory, services, active, updated_at) VALUES (gen_random_uuid(), $1, $2, $3, $4, $5, now())`,
        [name, value, mandatory, services, active],
      );
    await note('Seguro', 'La mercadería viaja sin seguro salvo pedido expreso.', true, ['SEA_FCL', 'SEA_LCL']);
    await note('Pago', 'Pago contra entrega de documentos.', true, []);
    await note('Aéreo', 'Nota solo para envíos aéreos.', true, ['AIR_LSE']);
    await note('Vieja', 'Nota inactiva que no se imprime.', true, [], false);
    await note('Demoras', 'Demoras y sobreestadías a cargo del cliente.', false, []);
    await note('Opcional', 'Nota opcional no agregada.', false, []);
    // A mandatory note repeating a general condition of the PDF: printed once.
    await note('Espacio', 'Tarifas sujetas a disponibilidad de espacio y equipo al momento de la reserva.', true, []);
    // The commercial reads numbers in the local format and has a phone the client PDF prints; pricing keeps US.
    await sql(
      t.db.url,
      `UPDATE users SET currency_format = 'LOCAL', phone = '+598 2901 2345' WHERE username = 'comercial'`,
    );
    await sql(t.db.url, `UPDATE users SET currency_format = 'US' WHERE username = 'pricing'`);
    t.app.get(EventEmitter2).on('quotation.sent', (payload: Record<string, unknown>) => sentEvents.push(payload));
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  it('prints the client-visible lines, totals and conditions in Spanish for a Uruguayan client, never hidden lines or margins', async () => {
    const q = await pricedQuotation('215478930012');
    await sql(
      t.db.url,
      `INSERT INTO quotation_standard_notes (quotation_id, note_id) SELECT $1, id FROM standard_notes WHERE name = 'Demoras'`,
      [q.id],
    );
    await sql(t.db.url, `UPDATE quotations SET client_reference = 'PO-4471' WHERE id = $1`, [q.id]);

    // Until published, only pricing may preview it.
    const early = await at(q.reference, 'comercial').get('/pdf');
    expect(early.status).toBe(409);
    expect((early.body as { code: string }).code).toBe('NOT_PUBLISHED');
    expect((await pdfOf(q.reference, 'pricing')).text).toContain(q.reference);
    await publish(q.reference);

    const { res, text } = await pdfOf(q.reference);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${q.reference}.pdf"`);
    const today = new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Montevideo' }).format(new Date());
    for (const expected of [
      'Freight Logistics Montevideo',
      'Cotización',
      `Referencia: ${q.reference}`,
      `Fecha: ${today}`,
      'Frigorífico del Plata',
      'Ruta: Shanghai (CNSHA) » Montevideo (UYMVD)',
      'Incoterm: FOB',
      'Marítimo FCL (contenedor completo)',
      '2 x 40HC',
      'Repuestos de maquinaria',
      'OFT',
      'Flete marítimo Shanghái',
      '1.687,50',
      'Gastos de terminal',
      'Subtotal USD: 1.912,50',
      'IVA USD: 49,50',
      'Total USD: 1.962,00',
      'Validez: 31/12/2026',
      'Tiempo de tránsito: 32 días',
      'Días libres: 14 días',
      'Transportista: Maersk Línea',
      'Su referencia: PO-4471',
      'Ejecutivo comercial: Carlos Comercial',
      'Correo electrónico: comercial@freight.local',
      'Teléfono: +598 2901 2345',
      'Seguro: La mercadería viaja sin seguro salvo pedido expreso.',
      'Pago: Pago contra entrega de documentos.',
      'Demoras: Demoras y sobreestadías a cargo del cliente.',
      'CONDICIONES GENERALES',
    ]) {
      expect(text).toContain(expected);
    }
    // A taxed line: sell, VAT at 0.22 and total on one row.
    expect(text).toMatch(/THC\s+Gastos de terminal\s+USD\s+225,00\s+49,50\s+274,50/);
    expect(text).toMatch(/OFT\s+Flete marítimo Shanghái\s+USD\s+1\.687,50\s+-\s+1\.687,50/);
    // Hidden line, costs and margins never reach the client.
    for (const absent of [
      'Recargo oculto',
      'BAF',
      '92,00',
      '1.500,00',
      '187,50',
      '%',
      'Margen',
      'margen',
      'Aéreo',
      'inactiva',
      'Opcional',
    ]) {
      expect(text).not.toContain(absent);
    }
    // One validity (the quotation's), and a general condition a note already states is printed once.
    expect(text.match(/Validez/g)).toHaveLength(1);
    expect(text.match(/Tarifas sujetas a disponibilidad de espacio/g)).toHaveLength(1);
    const downloads = (await eventKinds(t, q.id)).filter((e) => e.kind === 'PDF_DOWNLOADED');
    expect(downloads).toHaveLength(2);

    // Numbers follow the client's country, not the user who generates the PDF (pricing reads US format).
    const byPricing = (await pdfOf(q.reference, 'pricing')).text;
    expect(byPricing).toMatch(/OFT\s+Flete marítimo Shanghái\s+USD\s+1\.687,50\s+-\s+1\.687,50/);
    expect(byPricing).toContain('Total USD: 1.962,00');
    expect(byPricing).not.toContain('1,962.00');
    expect(byPricing).toContain('Validez: 31/12/2026');
  });

  it("writes the PDF in the client's language: Portuguese for Brazil, English elsewhere", async () => {
    const br = await pricedQuotation('45723174000110');
    await publish(br.reference);
    const pt = (await pdfOf(br.reference)).text;
    for (const expected of [
      'Cotação',
      `Referência: ${br.reference}`,
      'Atlântica Importadora',
      'Tempo de trânsito: 32 dias',
      'CONDIÇÕES GERAIS',
      'Total USD: 1.962,00',
    ]) {
      expect(pt).toContain(expected);
    }
    const us = await pricedQuotation('US-123');
    await publish(us.reference);
    const en = (await pdfOf(us.reference, 'pricing')).text;
    for (const expected of [
      'Quotation',
      'Acme Imports',
      'Valid until: 31/12/2026',
      'Transit time: 32 days',
      'Total USD: 1,962.00',
      'GENERAL TERMS',
    ]) {
      expect(en).toContain(expected);
    }
    expect(en).not.toContain('Cotización');
  });

  it('sends one mail per address with the PDF attached, exactly once, and marks the quotation SENT', async () => {
    const q = await pricedQuotation('215478930012');
    const before = sink.mails.length;
    const refused = await at(q.reference, 'comercial').post('/send', { to: ['compras@frigorifico.example'] });
    expect((refused.body as { code: string }).code).toBe('NOT_PUBLISHED');
    await publish(q.reference);
    expect((await at(q.reference, 'pricing').post('/send', { to: ['compras@frigorifico.example'] })).status).toBe(403);
    expect((await at(q.reference, 'comercial').post('/send', { to: ['no es un mail'] })).status).toBe(400);
    expect((await at(q.reference, 'comercial').post('/send', { to: [] })).status).toBe(400);

    const res = await at(q.reference, 'comercial').post('/send', {
      to: ['compras@frigorifico.example', 'COMPRAS@frigorifico.example', 'logistica@frigorifico.example'],
      message: 'Estimados, según lo conversado adjuntamos la propuesta.',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'SENT',
      recipients: ['compras@frigorifico.example', 'logistica@frigorifico.example'],
    });

    const mine = () => sink.mails.filter((m) => m.subject?.includes(q.reference));
    await waitFor(() => mine().length >= 2);
    expect(
      mine()
        .map((m) => m.to && !Array.isArray(m.to) && m.to.text)
        .sort(),
    ).toEqual(['compras@frigorifico.example', 'logistica@frigorifico.example']);
    for (const mail of mine()) {
      expect(mail.subject).toBe(`Cotización ${q.reference}`);
      expect(mail.text).toContain('Estimados, según lo conversado adjuntamos la propuesta.');
      expect(mail.attachments).toHaveLength(1);
      const [file] = mail.attachments;
      expect(file).toMatchObject({ filename: `${q.reference}.pdf`, contentType: 'application/pdf' });
      const text = pdfText(file.content);
      expect(text).toContain(q.reference);
      expect(text).toContain('Total USD: 1.962,00');
      expect(text).not.toContain('Recargo oculto');
    }

    const [row] = await sql<{ status: string; sent_at: Date | null }>(
      t.db.url,
      'SELECT status, sent_at FROM quotations WHERE id = $1',
      [q.id],
    );
    expect(row).toMatchObject({ status: 'SENT', sent_at: expect.any(Date) });
    const statusEvents = (await eventKinds(t, q.id)).filter(
      (e) => e.kind === 'STATUS_UPDATE' && e.to_status === 'SENT',
    );
    expect(statusEvents).toEqual([
      {
        kind: 'STATUS_UPDATE',
        from_status: 'QUOTED',
        to_status: 'SENT',
        detail: 'compras@frigorifico.example, logistica@frigorifico.example',
      },
    ]);
    expect(sentEvents).toContainEqual(
      expect.objectContaining({
        quotationId: q.id,
        reference: q.reference,
        recipients: ['compras@frigorifico.example', 'logistica@frigorifico.example'],
      }),
    );

    // A second send is refused by the transition table, and nothing more goes out.
    const again = await at(q.reference, 'comercial').post('/send', { to: ['compras@frigorifico.example'] });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'INVALID_STATUS_TRANSITION', details: { from: 'SENT', to: 'SENT' } });
    // Count once a marker mail queued after the refusal has arrived and nothing is left in the queue.
    await mailSettled(t.app, sink);
    expect(mine()).toHaveLength(2);
    expect(sink.mails.length - before).toBe(2);
    const [ledger] = await sql<{ n: string }>(t.db.url, `SELECT count(*) AS n FROM sent_mails WHERE subject = $1`, [
      `Cotización ${q.reference}`,
    ]);
    expect(Number(ledger.n)).toBe(2);
  });

  it('a re-priced quotation can be sent again, as a new send', async () => {
    const q = await pricedQuotation('215478930012');
    await publish(q.reference);
    expect((await at(q.reference, 'comercial').post('/send', { to: ['compras@frigorifico.example'] })).status).toBe(
      200,
    );
    await publish(q.reference); // SENT → UPDATED
    expect(
      (await at(q.reference, 'comercial').post('/send', { to: ['compras@frigorifico.example'] })).body,
    ).toMatchObject({ status: 'SENT' });
    await waitFor(() => sink.mails.filter((m) => m.subject?.includes(q.reference)).length === 2);
    const events = (await eventKinds(t, q.id))
      .filter((e) => e.kind === 'STATUS_UPDATE')
      .map((e) => `${e.from_status}>${e.to_status}`);
    expect(events).toEqual(expect.arrayContaining(['QUOTED>SENT', 'SENT>UPDATED', 'UPDATED>SENT']));
  });

  it('below the minimum margin, the mail goes out only after a manager approves', async () => {
    const q = await pricedQuotation('215478930012', 3);
    await publish(q.reference);
    const send = () => at(q.reference, 'comercial').post('/send', { to: ['compras@frigorifico.example'] });
    expect(((await send()).body as { code: string }).code).toBe('APPROVAL_REQUIRED');
    await at(q.reference, 'comercial').post('/approval/request');
    expect(((await send()).body as { code: string }).code).toBe('APPROVAL_REQUIRED');
    await at(q.reference, 'gerente').post('/approval/decide', { approve: true });
    expect((await send()).status).toBe(200);
    await waitFor(() => sink.mails.some((m) => m.subject?.includes(q.reference)));
  });
});
