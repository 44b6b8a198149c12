import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import request from 'supertest';
import {
  uyRutCheckDigit,
  type ClientAssignments,
  type ClientContactInfo,
  type ClientDetail,
  type ClientListItem,
  type DocumentInfo,
  type Page,
} from '@freight/shared';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import { api, errorCode } from '../providers/http.js';

const BASE = '/app/v1/clients';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** A valid Uruguayan RUT not in the demo data (number range 9xxxxx is unused there). */
function newRut(n: number): string {
  for (let k = 0; ; k++) {
    const base = `21${String(900000 + n * 10 + k)}001`;
    const dv = uyRutCheckDigit(base);
    if (dv !== null) return `${base}${dv}`;
  }
}
const dotted = (rut: string) =>
  `${rut.slice(0, 2)}.${rut.slice(2, 5)}.${rut.slice(5, 8)}.${rut.slice(8, 11)}-${rut.slice(11)}`;

const newClient = (taxId: string, overrides: object = {}) => ({
  tradeName: 'Prueba Cliente',
  legalName: 'Prueba Cliente S.A.',
  taxId,
  address: 'Av. Italia 1234',
  postalCode: '11300',
  city: 'Montevideo',
  country: 'UY',
  paymentTerms: 'CREDIT',
  creditDays: 30,
  cwCode: 'CW1',
  expressRates: [{ direction: 'OB' }],
  ...overrides,
});

describe('clients (/app/v1/clients)', () => {
  let t: TestApp;
  let admin: ReturnType<typeof api>;
  let viewer: ReturnType<typeof api>;
  let adminToken: string;
  let comercialId: string;
  let operativoId: string;
  beforeAll(async () => {
    t = await startTestApp();
    adminToken = await loginAs(t.http, 'administrativo');
    admin = api(t.http, adminToken);
    viewer = api(t.http, await loginAs(t.http, 'comercial'));
    [{ id: comercialId }] = await sql<{ id: string }>(t.db.url, `SELECT id FROM users WHERE username = 'comercial'`);
    [{ id: operativoId }] = await sql<{ id: string }>(t.db.url, `SELECT id FROM users WHERE username = 'operativo'`);
  });
  afterAll(async () => {
    await t.close();
  });

  it('validating a new RUT answers NOT_FOUND; an existing one typed with dots answers its names', async () => {
    const rut = newRut(1);
    expect((await admin.post(`${BASE}/validate-tax-id`, { country: 'UY', taxId: dotted(rut) })).body).toEqual({
      status: 'NOT_FOUND',
      taxId: rut,
    });
    const [seeded] = await sql<{ tax_id: string; trade_name: string; legal_name: string }>(
      t.db.url,
      `SELECT tax_id, trade_name, legal_name FROM clients WHERE country = 'UY' AND tax_id <> '215478930012' ORDER BY tax_id LIMIT 1`,
    );
    const res = await admin.post(`${BASE}/validate-tax-id`, { country: 'uy', taxId: dotted(seeded.tax_id) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'EXISTS',
      client: { taxId: seeded.tax_id, tradeName: seeded.trade_name, legalName: seeded.legal_name },
    });
  });

  it('a wrong check digit is TAX_ID_INVALID, on validation and on creation, and stores nothing', async () => {
    const rut = newRut(2);
    const bad = `${rut.slice(0, 11)}${(Number(rut[11]) + 1) % 10}`;
    const v = await admin.post(`${BASE}/validate-tax-id`, { country: 'UY', taxId: bad });
    expect(v.status).toBe(400);
    expect(v.body).toMatchObject({ code: 'TAX_ID_INVALID', details: { kind: 'UY_RUT', problem: 'checkDigit' } });
    const c = await admin.post(BASE, newClient(bad));
    expect(errorCode(c)).toBe('TAX_ID_INVALID');
    expect(await sql(t.db.url, `SELECT 1 FROM clients WHERE tax_id = '${bad}'`)).toHaveLength(0);
  });

  it('credit days only with CREDIT: each wrong combination is CLIENT_CREDIT_DAYS_INVALID and stores nothing', async () => {
    const rut = newRut(3);
    for (const body of [
      newClient(rut, { paymentTerms: 'CASH', creditDays: 30 }),
      newClient(rut, { paymentTerms: 'CREDIT', creditDays: null }),
    ]) {
      const res = await admin.post(BASE, body);
      expect(res.status).toBe(400);
      expect(errorCode(res)).toBe('CLIENT_CREDIT_DAYS_INVALID');
    }
    const odd = await admin.post(BASE, newClient(rut, { creditDays: 31 }));
    expect(odd.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { fields: [expect.objectContaining({ field: 'creditDays' })] },
    });
    const fields = await admin.post(
      BASE,
      newClient(rut, { tradeName: ' ', country: 'XX', paymentTerms: 'LATER', expressRates: [{ direction: 'UP' }] }),
    );
    expect(errorCode(fields)).toBe('VALIDATION_FAILED');
    expect(await sql(t.db.url, `SELECT 1 FROM clients WHERE tax_id = '${rut}'`)).toHaveLength(0);
  });

  it('20 concurrent creations of one tax id (differently punctuated) create exactly one client', async () => {
    const rut = newRut(4);
    const bodies = Array.from({ length: 20 }, (_, i) =>
      newClient(i % 2 ? dotted(rut) : rut, { tradeName: `Carrera ${i}` }),
    );
    const results = await Promise.all(
      bodies.map((b) => request(t.http).post(BASE).set('Authorization', `Bearer ${adminToken}`).send(b)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, ...Array<number>(19).fill(409)]);
    expect(results.filter((r) => r.status === 409).every((r) => errorCode(r) === 'CLIENT_EXISTS')).toBe(true);
    expect(await sql(t.db.url, `SELECT 1 FROM clients WHERE tax_id = '${rut}'`)).toHaveLength(1);
  });

  it('creates a client normalised with defaults and audit fields, edits it, and records the commercial change', async () => {
    const rut = newRut(5);
    const res = await admin.post(BASE, newClient(dotted(rut), { commercialId: comercialId }));
    expect(res.status).toBe(201);
    const c = res.body as ClientDetail;
    expect(c).toMatchObject({
      taxId: rut,
      country: 'UY',
      paymentTerms: 'CREDIT',
      creditDays: 30,
      expressRates: [{ rate: 'IP0', direction: 'OB' }],
      commercial: { id: comercialId },
      createdBy: { code: 'ADT' },
    });
    const edit = await admin.put(
      `${BASE}/${c.id}`,
      newClient(rut, {
        paymentTerms: 'CASH',
        creditDays: null,
        commercialId: null,
        expressRates: [{ rate: 'ip1', direction: 'IB' }],
      }),
    );
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({
      paymentTerms: 'CASH',
      creditDays: null,
      commercial: null,
      expressRates: [{ rate: 'IP1', direction: 'IB' }],
    });
    const a = (await admin.get(`${BASE}/${c.id}/assignments`)).body as ClientAssignments;
    expect(a.history.map((h) => [h.role, h.action, h.user?.id, h.by?.code])).toEqual([
      ['COMMERCIAL', 'UNASSIGNED', comercialId, 'ADT'],
      ['COMMERCIAL', 'ASSIGNED', comercialId, 'ADT'],
    ]);
  });

  it('assignments: sets commercial and operatives, logs only the changes, refuses users not fit for the role', async () => {
    const c = (await admin.post(BASE, newClient(newRut(6)))).body as ClientDetail;
    const set = await admin.put(`${BASE}/${c.id}/assignments`, {
      commercialId: comercialId,
      operativeIds: [operativoId],
    });
    expect(set.status).toBe(200);
    const again = (
      await admin.put(`${BASE}/${c.id}/assignments`, { commercialId: comercialId, operativeIds: [operativoId] })
    ).body as ClientAssignments;
    expect(again.history).toHaveLength(2);
    expect(again.operatives.map((o) => o.id)).toEqual([operativoId]);
    const wrong = await admin.put(`${BASE}/${c.id}/assignments`, { commercialId: operativoId, operativeIds: [] });
    expect(wrong.status).toBe(400);
    expect(errorCode(wrong)).toBe('ASSIGNEE_NOT_ELIGIBLE');
    const after = (await admin.get(`${BASE}/${c.id}/assignments`)).body as ClientAssignments;
    expect(after).toEqual(again);
    const removed = (await admin.put(`${BASE}/${c.id}/assignments`, { commercialId: comercialId, operativeIds: [] }))
      .body as ClientAssignments;
    expect(removed.history[0]).toMatchObject({ role: 'OPERATIVE', action: 'UNASSIGNED', user: { id: operativoId } });
  });

  it('contacts: add, refuse a duplicate e-mail, update, deactivate and reactivate', async () => {
    const c = (await admin.post(BASE, newClient(newRut(7)))).body as ClientDetail;
    const url = `${BASE}/${c.id}/contacts`;
    const add = await admin.post(url, {
      name: 'Lucía Pérez',
      email: 'Lucia@Cliente.Example',
      phone: ' ',
      position: 'Compras',
      language: 'es',
    });
    expect(add.status).toBe(201);
    const contact = add.body as ClientContactInfo;
    expect(contact).toMatchObject({ email: 'lucia@cliente.example', phone: null, active: true });
    const dup = await admin.post(url, { name: 'Otra', email: 'lucia@cliente.example', language: 'pt' });
    expect(dup.status).toBe(409);
    expect(errorCode(dup)).toBe('CONTACT_EXISTS');
    expect(
      (await admin.put(`${url}/${contact.id}`, { name: 'Lucía P.', email: 'lucia@cliente.example', language: 'en' }))
        .body,
    ).toMatchObject({ name: 'Lucía P.', language: 'en' });
    expect((await admin.post(`${url}/${contact.id}/inactivate`)).body).toMatchObject({ active: false });
    expect((await admin.post(`${url}/${contact.id}/activate`)).body).toMatchObject({ active: true });
    expect(((await admin.get(url)).body as ClientContactInfo[]).map((x) => x.name)).toEqual(['Lucía P.']);
  });

  it('documents: upload with visibility, list, replace, download; a disallowed type is refused and stores nothing', async () => {
    const c = (await admin.post(BASE, newClient(newRut(8)))).body as ClientDetail;
    const url = `${BASE}/${c.id}/documents`;
    const up = await request(t.http)
      .post(url)
      .set('Authorization', `Bearer ${adminToken}`)
      .field('clientVisible', 'true')
      .attach('file', PDF, 'Constancia <RUT>.pdf');
    expect(up.status).toBe(201);
    const doc = up.body as DocumentInfo;
    expect(doc).toMatchObject({
      name: 'Constancia RUT.pdf',
      mimeType: 'application/pdf',
      clientVisible: true,
      providerVisible: false,
    });
    const bad = await request(t.http)
      .post(url)
      .set('Authorization', `Bearer ${adminToken}`)
      .attach('file', Buffer.from('MZ\x90\x00binary'), 'virus.pdf');
    expect(bad.status).toBe(415);
    expect(errorCode(bad)).toBe('FILE_TYPE_NOT_ALLOWED');
    const replaced = await request(t.http)
      .put(`${url}/${doc.id}/content`)
      .set('Authorization', `Bearer ${adminToken}`)
      .attach('file', Buffer.from('%PDF-1.7\n%%EOF\n'), 'nueva.pdf');
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ id: doc.id, name: 'nueva.pdf', clientVisible: true });
    expect(((await admin.get(url)).body as DocumentInfo[]).map((d) => d.name)).toEqual(['nueva.pdf']);
    const dl = await viewer.get(`${url}/${doc.id}/content`).buffer(true);
    expect(dl.status).toBe(200);
    expect(dl.headers['content-disposition']).toContain('attachment');
    expect(String(dl.body)).toContain('%PDF-1.7');
    // A client's document is no staged upload: a quotation cannot claim it.
    expect(
      await sql(
        t.db.url,
        `SELECT 1 FROM documents WHERE id = '${doc.id}' AND client_id = '${c.id}' AND quotation_id IS NULL`,
      ),
    ).toHaveLength(1);
  });

  it('lists with search by name, by dotted tax id, city, country and commercial, sorted and paged by cursor', async () => {
    const list = async (q: Record<string, string | number>) => {
      const res = await viewer.get(BASE, q);
      expect(res.status).toBe(200);
      return res.body as Page<ClientListItem>;
    };
    const rut = newRut(9);
    await admin.post(
      BASE,
      newClient(rut, { tradeName: 'Zeta Unica Buscable', city: 'Tacuarembó', commercialId: comercialId }),
    );
    expect((await list({ search: 'unica busc' })).items.map((i) => i.taxId)).toEqual([rut]);
    expect((await list({ search: dotted(rut).slice(0, 9) })).items.map((i) => i.taxId)).toContain(rut);
    expect((await list({ city: 'tacuarem' })).items.map((i) => i.taxId)).toEqual([rut]);
    expect((await list({ country: 'AR', limit: 100 })).items.every((i) => i.country === 'AR')).toBe(true);
    expect(
      (await list({ commercialId: comercialId, limit: 100 })).items.every((i) => i.commercial?.id === comercialId),
    ).toBe(true);
    const first = await list({ limit: 10, sort: 'taxId', order: 'desc' });
    const second = await list({ limit: 10, sort: 'taxId', order: 'desc', cursor: first.nextCursor ?? '' });
    const ids = [...first.items, ...second.items].map((i) => i.taxId);
    expect(ids).toEqual([...ids].sort().reverse());
    expect(new Set(ids).size).toBe(20);
    const xlsx = await viewer
      .get(`${BASE}/export`, { country: 'BR', sort: 'taxId' })
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Uint8Array.from(xlsx.body as Buffer).buffer);
    const exported = book.worksheets[0].getColumn(3).values.slice(2);
    const brazil = await sql<{ tax_id: string }>(
      t.db.url,
      `SELECT tax_id FROM clients WHERE country = 'BR' ORDER BY tax_id, id`,
    );
    expect(exported).toEqual(brazil.map((r) => r.tax_id));
  });

  it('a user without CREATE_CLIENT gets 403 on every write route and changes nothing', async () => {
    const c = (await admin.post(BASE, newClient(newRut(10)))).body as ClientDetail;
    const contact = (await admin.post(`${BASE}/${c.id}/contacts`, { name: 'X', email: 'x@y.example' }))
      .body as ClientContactInfo;
    const doc = (
      await request(t.http)
        .post(`${BASE}/${c.id}/documents`)
        .set('Authorization', `Bearer ${adminToken}`)
        .attach('file', PDF, 'a.pdf')
    ).body as DocumentInfo;
    const before = await sql(
      t.db.url,
      `SELECT c.updated_at, (SELECT count(*) FROM client_contacts WHERE client_id = c.id) n, (SELECT json_agg(d.updated_at) FROM documents d WHERE d.client_id = c.id) d FROM clients c WHERE c.id = '${c.id}'`,
    );
    const token = await loginAs(t.http, 'comercial');
    const auth = (r: request.Test) => r.set('Authorization', `Bearer ${token}`);
    const writes: request.Test[] = [
      auth(request(t.http).post(`${BASE}/validate-tax-id`)).send({ country: 'UY', taxId: newRut(11) }),
      auth(request(t.http).post(BASE)).send(newClient(newRut(11))),
      auth(request(t.http).put(`${BASE}/${c.id}`)).send(newClient(c.taxId, { tradeName: 'Hack' })),
      auth(request(t.http).post(`${BASE}/${c.id}/contacts`)).send({ name: 'Y', email: 'y@y.example' }),
      auth(request(t.http).put(`${BASE}/${c.id}/contacts/${contact.id}`)).send({ name: 'Z', email: 'x@y.example' }),
      auth(request(t.http).post(`${BASE}/${c.id}/contacts/${contact.id}/inactivate`)),
      auth(request(t.http).post(`${BASE}/${c.id}/contacts/${contact.id}/activate`)),
      auth(request(t.http).put(`${BASE}/${c.id}/assignments`)).send({ commercialId: comercialId, operativeIds: [] }),
      auth(request(t.http).post(`${BASE}/${c.id}/documents`)).attach('file', PDF, 'b.pdf'),
      auth(request(t.http).patch(`${BASE}/${c.id}/documents/${doc.id}`)).send({ clientVisible: true }),
      auth(request(t.http).put(`${BASE}/${c.id}/documents/${doc.id}/content`)).attach('file', PDF, 'c.pdf'),
    ];
    for (const w of writes) {
      const route = `${w.method} ${w.url}`;
      const res = await w;
      expect([route, res.status, errorCode(res)]).toEqual([route, 403, 'FORBIDDEN']);
    }
    const after = await sql(
      t.db.url,
      `SELECT c.updated_at, (SELECT count(*) FROM client_contacts WHERE client_id = c.id) n, (SELECT json_agg(d.updated_at) FROM documents d WHERE d.client_id = c.id) d FROM clients c WHERE c.id = '${c.id}'`,
    );
    expect(after).toEqual(before);
    expect(await sql(t.db.url, `SELECT 1 FROM clients WHERE tax_id = '${newRut(11)}'`)).toHaveLength(0);
  });

  it('a user without VIEW_CLIENT cannot read the list', async () => {
    const other = api(t.http, await loginAs(t.http, 'operativo'));
    expect((await other.get(BASE)).status).toBe(403);
  });
});
