import { afterAll, beforeAll, expect } from '@jest/globals';
import request from 'supertest';
import { waitFor } from '../mail/mail-test-module.js';
import { smtpConfigFor, startSmtpSink, type SmtpSink } from '../mail/smtp-sink.js';
import { demoClientId, validRequest } from '../quotations/builders.js';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { linkOf, seedAgentsAndCodes } from './pricing-fixtures.js';

/**
 * The world of the cost-request tests: an app whose mail lands in an in-process SMTP sink, the two
 * test agents with their charge codes, a demo client and the staff's tokens. Filled by the beforeAll
 * this registers in the calling describe (so read its fields inside tests and hooks only).
 */
export type AgentLinkWorld = {
  t: TestApp;
  sink: SmtpSink;
  ids: Awaited<ReturnType<typeof seedAgentsAndCodes>>;
  clientId: string;
  tokens: Record<'comercial' | 'pricing' | 'gerente', string>;
};

export function agentLinkApp(): AgentLinkWorld {
  const w = { tokens: {} } as AgentLinkWorld;
  beforeAll(async () => {
    w.sink = await startSmtpSink();
    w.t = await startTestApp({
      smtp: smtpConfigFor(w.sink),
    });
    for (const u of ['comercial', 'pricing', 'gerente'] as const) w.tokens[u] = await loginAs(w.t.http, u);
    w.ids = await seedAgentsAndCodes(w.t);
    w.clientId = await demoClientId(w.t);
  });
  afterAll(async () => {
    await w.t?.close();
    await w.sink?.close();
  });
  return w;
}

/** A staff user's requests (read the world when called, so it can be made before beforeAll ran). */
export const staff = (w: AgentLinkWorld, who: keyof AgentLinkWorld['tokens']) => ({
  get: (p: string) => request(w.t.http).get(p).set('Authorization', `Bearer ${w.tokens[who]}`),
  post: (p: string, body: object = {}) =>
    request(w.t.http).post(p).set('Authorization', `Bearer ${w.tokens[who]}`).send(body),
});

/** The agent's side of a no-login link: the job, its costs and a decline, answered in `language`. */
export const agentClient = (t: TestApp, token: string, language: 'es' | 'en' | 'pt') => {
  const post = (p: string, body: object) =>
    request(t.http).post(p).set('Authorization', `Bearer ${token}`).set('Accept-Language', language).send(body);
  return {
    context: () => request(t.http).get('/app/v1/agent/cost-request').set('Authorization', `Bearer ${token}`),
    submit: (body: object) => post('/app/v1/agent/costs', body),
    decline: (body: object) => post('/app/v1/agent/decline', body),
  };
};

/** One option of two sea charges (USD 300 in all), valid for the test agents' codes. */
export const validCosts = (ids: AgentLinkWorld['ids']) => ({
  costs: [
    {
      description: 'Vía Santos',
      validUntil: '2030-12-31',
      route: 'SHA-SSZ-MVD',
      transitDays: 38,
      freeDays: 14,
      carrier: 'MSC',
      charges: [
        { chargeCodeId: ids.oft, currency: 'USD', amountPerUnit: 45, quantity: 4 },
        { chargeCodeId: ids.thc, currency: 'USD', amountPerUnit: 120, quantity: 1 },
      ],
    },
  ],
});

/** A fresh SEA_LCL quotation of the demo client, created by the commercial; returns its reference. */
export async function newQuotation(w: AgentLinkWorld): Promise<string> {
  const res = await staff(w, 'comercial').post('/app/v1/quotations', validRequest('SEA_LCL', w.clientId));
  return (res.body as { reference: string }).reference;
}

/** A fresh quotation, taken by pricing, with costs requested from both agents; each agent's link token. */
export async function requestedQuotation(
  w: AgentLinkWorld,
): Promise<{ reference: string; tokens: Record<'es' | 'pt', string> }> {
  const pricing = staff(w, 'pricing');
  const reference = await newQuotation(w);
  expect((await pricing.post(`/app/v1/quotations/${reference}/take`)).status).toBe(204);
  const before = w.sink.mails.length;
  const res = await pricing.post(`/app/v1/quotations/${reference}/cost-requests`, {
    providerIds: [w.ids.agentEs, w.ids.agentPt],
  });
  expect(res.status).toBe(201);
  await waitFor(() => w.sink.mails.filter((m) => m.subject?.includes(reference)).length === 2);
  const mails = w.sink.mails.slice(before).filter((m) => m.subject?.includes(reference));
  const byTo = Object.fromEntries(mails.map((m) => [(m.to as { text: string }).text, linkOf(m).token]));
  return { reference, tokens: { es: byTo['li.wei@agents.test'], pt: byTo['ana@agents.test'] } };
}
