import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AgentSuggestion, CostQuestionInfo, CostRequestInfo, ProviderDetail } from '@freight/shared';
import request from 'supertest';
import { SINK_ENVELOPE_FROM } from '../mail/smtp-sink.js';
import { linkOf } from '../pricing/pricing-fixtures.js';
import type { TestApp } from '../support/app.js';
import {
  askBothAgents,
  bounceOf,
  type InboundWorld,
  plusOf,
  staffOf,
  startInboundWorld,
  storedMail,
  until,
} from './inbound-fixtures.js';

const ANA = 'ana@agents.test';
const LI = 'li.wei@agents.test';

/** Issue 42: a bounce is shown where pricing works (request row, contact, suggestions) until the address is edited. */
describe('bounced agent mail, surfaced', () => {
  let w: InboundWorld;
  let t: TestApp;
  const staff = (token: string) => staffOf(t, token);

  beforeAll(async () => {
    w = await startInboundWorld();
    t = w.t;
  });
  afterAll(async () => {
    await w?.close();
  });

  it('a bounce shows on its request, on the contact and on the suggestion; editing the address clears the contact', async () => {
    const q = await askBothAgents(w);
    // Both request mails leave with the request's plus-address as envelope sender: that is where bounces go.
    expect(q.mail(ANA).headers.get(SINK_ENVELOPE_FROM)).toBe(plusOf(q.mail(ANA)));
    const messageId = `<dsn-surfaced-${Date.now()}@mx.agents.test>`;
    await w.agentMail.sendMail({
      envelope: { from: '', to: [plusOf(q.mail(ANA))] },
      raw: bounceOf(plusOf(q.mail(ANA)), ANA, messageId),
    });
    expect((await storedMail(t, messageId)).kind).toBe('BOUNCE');

    const rows = (await staff(w.pricing).get(`/app/v1/quotations/${q.reference}/cost-requests`))
      .body as CostRequestInfo[];
    expect(rows.find((r) => r.email === ANA)!.bouncedAt).toEqual(expect.any(String));
    expect(rows.find((r) => r.email === LI)!.bouncedAt).toBeNull();

    const provider = async () =>
      (await staff(w.pricing).get(`/app/v1/providers/${w.ids.agentPt}`)).body as ProviderDetail;
    const contact = (await provider()).contacts.find((c) => c.email === ANA)!;
    expect(contact.bouncedAt).toEqual(expect.any(String));

    // Asking the agent again is allowed (its mailbox may be fixed), and the screen warns first.
    const suggestions = (await staff(w.pricing).get(`/app/v1/quotations/${q.reference}/agent-suggestions`))
      .body as AgentSuggestion[];
    expect(suggestions.find((s) => s.id === w.ids.agentPt)?.bouncedAt).toEqual(expect.any(String));
    expect(suggestions.find((s) => s.id === w.ids.agentEs)?.bouncedAt).toBeNull();

    const edit = (email: string) =>
      request(t.http)
        .put(`/app/v1/providers/${w.ids.agentPt}/contacts/${contact.id}`)
        .set('Authorization', `Bearer ${w.pricing}`)
        .send({ name: contact.name, email, primary: true, services: [], traffics: [] });
    // Saving the same address (another field edited) keeps the warning; a new address clears it.
    const same = await edit(ANA.toUpperCase());
    expect(same.status).toBe(200);
    expect((same.body as ProviderDetail).contacts.find((c) => c.id === contact.id)!.bouncedAt).toEqual(
      expect.any(String),
    );
    const changed = await edit('ana.souza@agents.test');
    expect(changed.status).toBe(200);
    expect((changed.body as ProviderDetail).contacts.find((c) => c.id === contact.id)!.bouncedAt).toBeNull();
    // The request that bounced keeps its mark: that mail never arrived.
    const after = (await staff(w.pricing).get(`/app/v1/quotations/${q.reference}/cost-requests`))
      .body as CostRequestInfo[];
    expect(after.find((r) => r.email === ANA)!.bouncedAt).toEqual(expect.any(String));
  });

  it("the answer to an agent's question leaves with the request's plus-address as envelope sender (its bounce comes back)", async () => {
    const q = await askBothAgents(w);
    const link = linkOf(q.mail(LI)).token;
    const asked = await request(t.http)
      .post('/app/v1/agent/questions')
      .set('Authorization', `Bearer ${link}`)
      .send({ text: 'Is the cargo stackable?' });
    expect(asked.status).toBe(201);
    const question = asked.body as CostQuestionInfo;
    const row = (
      (await staff(w.pricing).get(`/app/v1/quotations/${q.reference}/cost-requests`)).body as CostRequestInfo[]
    ).find((r) => r.email === LI)!;
    const answered = await staff(w.pricing).post(
      `/app/v1/quotations/${q.reference}/cost-requests/${row.id}/questions/${question.id}/answer`,
      { text: 'Yes.' },
    );
    expect(answered.status).toBe(201);
    const mail = await until(() =>
      Promise.resolve(
        w.sink.mails.find(
          (m) => m.text?.includes('Is the cargo stackable?') && m.headers.get(SINK_ENVELOPE_FROM) !== undefined,
        ),
      ),
    );
    expect(mail.headers.get(SINK_ENVELOPE_FROM)).toBe(plusOf(q.mail(LI)));
  });
});
