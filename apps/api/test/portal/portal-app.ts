import { afterAll, beforeAll, expect } from '@jest/globals';
import request from 'supertest';
import { smtpConfigFor, startSmtpSink, type SmtpSink } from '../mail/smtp-sink.js';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import type { AppConfig } from '../../src/common/config/app-config.js';

/** A seeded quotation of demo client A ("PORTAL-A-n" by client reference) and its first client-visible document. */
export type Seeded = { id: string; reference: string; documentId: string };

/**
 * The portal's world for the calling describe: an app whose mail lands in an SMTP sink, the tokens of
 * cliente (client A), cliente2 (client B) and comercial, and client A's six seeded quotations. Filled
 * by the beforeAll this registers; the helpers read it when called.
 */
export function portalApp(overrides: Partial<AppConfig> = {}) {
  const w = {
    t: undefined as unknown as TestApp,
    sink: undefined as unknown as SmtpSink,
    tokens: {} as Record<string, string>,
    a: {} as Record<string, Seeded>,
  };
  beforeAll(async () => {
    w.sink = await startSmtpSink();
    w.t = await startTestApp({
      smtp: smtpConfigFor(w.sink),
      ...overrides,
    });
    for (const u of ['cliente', 'cliente2', 'comercial']) w.tokens[u] = await loginAs(w.t.http, u);
    const rows = await sql<{ id: string; reference: string; client_reference: string; document_id: string }>(
      w.t.db.url,
      `SELECT q.id, q.reference, q.client_reference,
              (SELECT d.id FROM documents d WHERE d.quotation_id = q.id AND d.client_visible ORDER BY d.created_at LIMIT 1) AS document_id
       FROM quotations q WHERE q.client_reference LIKE 'PORTAL-A-%'`,
    );
    for (const r of rows) w.a[r.client_reference] = { id: r.id, reference: r.reference, documentId: r.document_id };
    expect(Object.keys(w.a)).toHaveLength(6);
  });

  afterAll(async () => {
    await w.t?.close();
    await w.sink?.close();
  });

  const get = (who: string, path: string) =>
    request(w.t.http).get(`/app/v1/portal${path}`).set('Authorization', `Bearer ${w.tokens[who]}`);
  const post = (who: string, path: string, body: object = {}) =>
    request(w.t.http).post(`/app/v1/portal${path}`).set('Authorization', `Bearer ${w.tokens[who]}`).send(body);
  const state = async (id: string) =>
    (
      await sql<{
        status: string;
        active: boolean;
        updated_at: Date;
        not_approved_reason: string | null;
        events: string;
      }>(
        w.t.db.url,
        `SELECT status, active, updated_at, not_approved_reason, (SELECT count(*) FROM quotation_events e WHERE e.quotation_id = q.id) AS events
         FROM quotations q WHERE id = $1`,
        [id],
      )
    )[0];
  return { w, get, post, state };
}

/** The demo lane priced at once for client A (demo rule "Portal: LCL Shanghai al instante"). */
export const INSTANT_LANE = {
  service: 'SEA_LCL',
  originCode: 'CNSHA',
  originName: 'Shanghai',
  destinationCode: 'UYMVD',
  destinationName: 'Montevideo',
  incoterm: 'FOB',
  goodsReadyDate: '2030-01-15',
  packingLines: [{ kind: 'PALLETS', quantity: 2, weight: 250, length: 120, width: 100, height: 150 }],
  goodsDescription: 'Repuestos de maquinaria',
  clientReference: 'MY-PO-43',
  notes: 'Entrega en depósito',
};

/** A lane no rule prices (Valencia's LCL rate expired): pricing's queue, nothing to wait for. */
export const MANUAL_LANE = { ...INSTANT_LANE, originCode: 'ESVLC', originName: 'Valencia' };
