import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { CostRequestInfo, InboundMailInfo, InboundMailPage } from '@freight/shared';
import * as f from '../documents/fixtures.js';
import { errorCode } from '../providers/http.js';
import { loginAs } from '../support/app.js';
import { sql } from '../support/sql.js';
import {
  askBothAgents,
  type Asked,
  filesOf,
  type InboundWorld,
  MAILBOX,
  plusOf,
  requestRow,
  staffOf,
  startInboundWorld,
  storedMail,
  until,
} from './inbound-fixtures.js';

const LIST = '/app/v1/inbound-mails';

/** Issue 42: pricing decides on the replies the ingestion held or could not match. */
describe('triage of held and unmatched replies by mail', () => {
  let w: InboundWorld;
  const pricing = () => staffOf(w.t, w.pricing);
  const costReceived = async (reference: string) =>
    (
      await sql(
        w.t.db.url,
        `SELECT 1 FROM quotation_events e JOIN quotations q ON q.id = e.quotation_id WHERE q.reference = $1 AND e.kind = 'COST_RECEIVED'`,
        [reference],
      )
    ).length;
  const listed = async (query = '') => {
    const res = await pricing().get(`${LIST}${query}`);
    expect(res.status).toBe(200);
    return (res.body as InboundMailPage).items;
  };

  /** A reply to li's request from an address that is not the agent's: held. */
  async function strangerReply(q: Asked, text = 'Here is our rate.') {
    const first = q.mail('li.wei@agents.test');
    const sent = await w.agentMail.sendMail({
      from: '"Someone Else" <someone@elsewhere.test>',
      to: plusOf(first),
      subject: `Re: ${first.subject}`,
      text,
      attachments: [{ filename: 'quote.pdf', content: f.pdf('stranger') }],
    });
    const row = await storedMail(w.t, sent.messageId);
    expect(row.kind).toBe('HELD_STRANGER');
    return row;
  }

  async function unmatched(subject: string) {
    const sent = await w.agentMail.sendMail({
      from: 'ana@agents.test',
      to: `${MAILBOX.local}@${MAILBOX.domain}`,
      subject,
      text: 'Tarifa 700 USD.',
    });
    const row = await storedMail(w.t, sent.messageId);
    expect(row.kind).toBe('UNMATCHED');
    return row;
  }

  beforeAll(async () => {
    w = await startInboundWorld();
  });
  afterAll(async () => {
    await w?.close();
  });

  it('lists the held and unmatched mails with their request, text and file names, and not the applied replies', async () => {
    const q = await askBothAgents(w);
    const first = q.mail('ana@agents.test');
    const reply = await w.agentMail.sendMail({
      from: 'ana@agents.test',
      to: plusOf(first),
      subject: `Re: ${first.subject}`,
      text: 'Frete 900 USD.',
    });
    const applied = await storedMail(w.t, reply.messageId);
    expect(applied.kind).toBe('REPLY');
    const held = await strangerReply(q, 'Rate 1100 USD.\n\nOn Mon, Pricing wrote:\n> please quote');
    const lost = await unmatched('Tariffs 2027');

    const items = await listed();
    const ids = items.map((i) => i.id);
    expect(ids).toEqual(expect.arrayContaining([held.id, lost.id]));
    expect(ids).not.toContain(applied.id);
    // Newest first.
    expect(ids.indexOf(lost.id)).toBeLessThan(ids.indexOf(held.id));
    expect(items.find((i) => i.id === held.id)).toMatchObject({
      kind: 'HELD_STRANGER',
      from: { address: 'someone@elsewhere.test', name: 'Someone Else' },
      text: 'Rate 1100 USD.',
      request: { reference: q.reference, provider: { name: 'Shanghai Logistics' }, email: 'li.wei@agents.test' },
      files: [{ id: null, name: 'quote.pdf' }],
      decision: null,
    });
    expect(items.find((i) => i.id === lost.id)).toMatchObject({ kind: 'UNMATCHED', request: null });
    // Filtered by kind, and paged by cursor.
    expect((await listed('?kind=UNMATCHED')).every((i) => i.kind === 'UNMATCHED')).toBe(true);
    const page1 = (await pricing().get(`${LIST}?limit=1`)).body as InboundMailPage;
    expect(page1.items).toHaveLength(1);
    const page2 = (await pricing().get(`${LIST}?limit=1&cursor=${page1.nextCursor}`)).body as InboundMailPage;
    expect(page2.items[0].id).not.toBe(page1.items[0].id);
    expect((await pricing().get(`${LIST}?kind=REPLY`)).status).toBe(400);
  });

  it("accepting a stranger's reply answers the request, stores its PDF, adds the event and tells pricing; a second accept is refused", async () => {
    const q = await askBothAgents(w);
    const held = await strangerReply(q);
    const id = await q.requestId('li.wei@agents.test');
    expect(await filesOf(w.t, id)).toBe('0');

    const [a, b] = await Promise.all([
      pricing().post(`${LIST}/${held.id}/accept`),
      pricing().post(`${LIST}/${held.id}/accept`),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const ok = (a.status === 200 ? a : b).body as InboundMailInfo;
    expect(errorCode(a.status === 200 ? b : a)).toBe('INBOUND_MAIL_ALREADY_DECIDED');
    expect(ok).toMatchObject({ kind: 'REPLY', decision: { kind: 'ACCEPTED', by: 'Pablo Pricing' } });
    expect(ok.files).toEqual([{ id: expect.any(String), name: 'quote.pdf' }]);

    const r = await requestRow(w.t, id);
    const [{ received_at }] = await sql<{ received_at: Date }>(
      w.t.db.url,
      'SELECT received_at FROM inbound_mails WHERE id = $1',
      [held.id],
    );
    expect(r.answered_by_mail_at).toEqual(received_at);
    expect(r.answered_at).toEqual(received_at);
    expect(await filesOf(w.t, id)).toBe('1');
    expect(await costReceived(q.reference)).toBe(1);
    const file = await pricing()
      .get(`/app/v1/quotations/${q.reference}/cost-requests/${id}/files/${ok.files[0].id}/content`)
      .buffer(true);
    expect(file.status).toBe(200);
    await until(
      async () =>
        (
          await sql(w.t.db.url, `SELECT 1 FROM notifications WHERE key = $1 AND topic->>'kind' = 'costReplyByMail'`, [
            q.reference,
          ])
        ).length > 0,
    );

    // Decided: no longer listed; a later accept or dismiss changes nothing.
    expect((await listed()).map((i) => i.id)).not.toContain(held.id);
    const again = await pricing().post(`${LIST}/${held.id}/accept`);
    expect(again.status).toBe(409);
    expect(errorCode(again)).toBe('INBOUND_MAIL_ALREADY_DECIDED');
    expect(errorCode(await pricing().post(`${LIST}/${held.id}/dismiss`))).toBe('INBOUND_MAIL_ALREADY_DECIDED');
    expect(await filesOf(w.t, id)).toBe('1');
    expect(await costReceived(q.reference)).toBe(1);

    // The request's thread shows it, with the stored file.
    const thread = await pricing().get(`/app/v1/quotations/${q.reference}/cost-requests/${id}/mails`);
    expect(thread.status).toBe(200);
    expect(thread.body).toEqual([expect.objectContaining({ id: held.id, kind: 'REPLY', files: ok.files })]);
    const rows = (await pricing().get(`/app/v1/quotations/${q.reference}/cost-requests`)).body as CostRequestInfo[];
    expect(rows.find((r) => r.id === id)).toMatchObject({
      state: 'ANSWERED',
      answeredByMailAt: received_at.toISOString(),
      mailCount: 1,
    });
    expect(rows.find((r) => r.id !== id)).toMatchObject({ answeredByMailAt: null, mailCount: 0 });
  });

  it('assigns an unmatched mail to the request pricing picks', async () => {
    const q = await askBothAgents(w);
    const lost = await unmatched(`A rate, no reference`);
    const missing = await pricing().post(`${LIST}/${lost.id}/accept`);
    expect(missing.status).toBe(400);
    expect(errorCode(missing)).toBe('VALIDATION_FAILED');
    const nowhere = await pricing().post(`${LIST}/${lost.id}/accept`, {
      costRequestId: '00000000-0000-4000-8000-000000000000',
    });
    expect(errorCode(nowhere)).toBe('VALIDATION_FAILED');

    const id = await q.requestId('ana@agents.test');
    const res = await pricing().post(`${LIST}/${lost.id}/accept`, { costRequestId: id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      kind: 'REPLY',
      request: { id, reference: q.reference },
      decision: { kind: 'ASSIGNED' },
    });
    expect((await requestRow(w.t, id)).answered_by_mail_at).not.toBeNull();
    expect(await costReceived(q.reference)).toBe(1);
  });

  it('dismissing marks the mail handled and changes nothing else', async () => {
    const q = await askBothAgents(w);
    const bySubject = await w.agentMail.sendMail({
      from: 'li.wei@agents.test',
      to: `${MAILBOX.local}@${MAILBOX.domain}`,
      subject: `Rate for ${q.reference}`,
      text: 'USD 900.',
    });
    const held = await storedMail(w.t, bySubject.messageId);
    expect(held.kind).toBe('HELD_SUBJECT');
    const res = await pricing().post(`${LIST}/${held.id}/dismiss`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ kind: 'HELD_SUBJECT', decision: { kind: 'DISMISSED', by: 'Pablo Pricing' } });
    expect((await requestRow(w.t, await q.requestId('li.wei@agents.test'))).answered_at).toBeNull();
    expect(await costReceived(q.reference)).toBe(0);
    expect((await listed()).map((i) => i.id)).not.toContain(held.id);
  });

  it('accepting a mail whose request was answered meanwhile flags it and applies nothing', async () => {
    const q = await askBothAgents(w);
    const held = await strangerReply(q);
    const first = q.mail('li.wei@agents.test');
    const own = await w.agentMail.sendMail({
      from: 'li.wei@agents.test',
      to: plusOf(first),
      subject: `Re: ${first.subject}`,
      text: 'Our rate.',
    });
    expect((await storedMail(w.t, own.messageId)).kind).toBe('REPLY');
    const id = await q.requestId('li.wei@agents.test');
    const answeredAt = (await requestRow(w.t, id)).answered_at;

    const res = await pricing().post(`${LIST}/${held.id}/accept`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ kind: 'FLAGGED_CLOSED', decision: { kind: 'ACCEPTED' } });
    expect((await requestRow(w.t, id)).answered_at).toEqual(answeredAt);
    expect(await filesOf(w.t, id)).toBe('0');
    expect(await costReceived(q.reference)).toBe(1);
    // Mails that need no decision cannot be accepted.
    const reply = await storedMail(w.t, own.messageId);
    expect(errorCode(await pricing().post(`${LIST}/${reply.id}/accept`))).toBe('INBOUND_MAIL_NOT_ACCEPTABLE');
    expect(errorCode(await pricing().post(`${LIST}/${reply.id}/dismiss`))).toBe('INBOUND_MAIL_NOT_ACCEPTABLE');
  });

  it('an analyst who prices only air sees the unmatched mails but not the held replies of a sea quotation', async () => {
    await sql(
      w.t.db.url,
      `INSERT INTO users (id, code, name, email, username, password_hash, updated_at)
       SELECT gen_random_uuid(), 'PAI', 'Pricing Aéreo', 'aereo@freight.local', 'aereo', password_hash, now()
       FROM users WHERE username = 'pricing'`,
    );
    await sql(
      w.t.db.url,
      `INSERT INTO user_permissions (user_id, permission)
       SELECT id, p FROM users, unnest(ARRAY['PRICING', 'PRICING_AIR', 'PRICING_INBOUND_MAIL']) p WHERE username = 'aereo'`,
    );
    const air = staffOf(w.t, await loginAs(w.t.http, 'aereo'));
    const held = await strangerReply(await askBothAgents(w));
    const lost = await unmatched('Air tariffs 2027');

    const res = await air.get(`${LIST}?limit=100`);
    expect(res.status).toBe(200);
    const ids = (res.body as InboundMailPage).items.map((i) => i.id);
    expect(ids).toContain(lost.id);
    expect(ids).not.toContain(held.id);
    expect((await listed('?limit=100')).map((i) => i.id)).toEqual(expect.arrayContaining([held.id, lost.id]));
    // Outside the scope it is not found, as a quotation outside it is.
    const accept = await air.post(`${LIST}/${held.id}/accept`);
    expect(accept.status).toBe(404);
    expect(errorCode(accept)).toBe('NOT_FOUND');
  });

  it('refuses users without the triage permission and third-party clients', async () => {
    const q = await askBothAgents(w);
    const held = await strangerReply(q);
    const id = await q.requestId('li.wei@agents.test');
    const comercial = staffOf(w.t, w.comercial);
    const cliente = staffOf(w.t, await loginAs(w.t.http, 'cliente'));
    for (const who of [comercial, cliente]) {
      for (const res of [
        await who.get(LIST),
        await who.post(`${LIST}/${held.id}/accept`),
        await who.post(`${LIST}/${held.id}/dismiss`),
        await who.get(`/app/v1/quotations/${q.reference}/cost-requests/${id}/mails`),
      ]) {
        expect(res.status).toBe(403);
        expect(errorCode(res)).toBe('FORBIDDEN');
      }
    }
    expect((await requestRow(w.t, id)).answered_at).toBeNull();
    // Another quotation's request is not found through this one.
    const other = await askBothAgents(w);
    const foreign = await pricing().get(`/app/v1/quotations/${other.reference}/cost-requests/${id}/mails`);
    expect(foreign.status).toBe(404);
  });
});
