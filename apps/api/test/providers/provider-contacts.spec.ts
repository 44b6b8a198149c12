import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ProviderContactInfo, ProviderDetail } from '@freight/shared';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import { api, errorCode, fieldsOf } from './http.js';

const BASE = '/app/v1/providers';
const contact = (name: string, extra: object = {}) => ({
  name,
  email: `${name.toLowerCase()}@agents.demo`,
  services: ['SEA_FCL'],
  traffics: ['IMPORT'],
  ...extra,
});

describe('provider contacts (/app/v1/providers/:id/contacts)', () => {
  let t: TestApp;
  let pricing: ReturnType<typeof api>;
  beforeAll(async () => {
    t = await startTestApp();
    pricing = api(t.http, await loginAs(t.http, 'pricing'));
  });
  afterAll(async () => {
    await t.close();
  });

  let seq = 0;
  async function provider(...names: string[]): Promise<ProviderDetail> {
    seq += 1;
    const res = await pricing.post(BASE, {
      code: `CT-${seq}`,
      name: `Contacts test ${seq}`,
      language: 'en',
      contacts: names.map((n) => contact(n)),
    });
    expect(res.status).toBe(201);
    return res.body as ProviderDetail;
  }
  const byName = (p: ProviderDetail, name: string): ProviderContactInfo => {
    const c = p.contacts.find((x) => x.name === name);
    if (!c) throw new Error(`no contact ${name}`);
    return c;
  };
  const primaries = async (providerId: string) =>
    (
      await sql<{ name: string }>(t.db.url, `SELECT name FROM provider_contacts WHERE provider_id = $1 AND "primary"`, [
        providerId,
      ])
    ).map((r) => r.name);

  it('adds a contact; asking for primary moves the role to it, so there is still exactly one', async () => {
    const p = await provider('Alba');
    const plain = await pricing.post(`${BASE}/${p.id}/contacts`, contact('Bruno'));
    expect(plain.status).toBe(201);
    expect(byName(plain.body as ProviderDetail, 'Bruno').primary).toBe(false);

    const res = await pricing.post(
      `${BASE}/${p.id}/contacts`,
      contact('Carla', { primary: true, comments: 'Night shift' }),
    );
    const after = res.body as ProviderDetail;
    expect(after.contacts[0]).toMatchObject({ name: 'Carla', primary: true, comments: 'Night shift' });
    expect(await primaries(p.id)).toEqual(['Carla']);
  });

  it('updates a contact and hands it the primary role', async () => {
    const p = await provider('Dario', 'Elena');
    const elena = byName(p, 'Elena');
    const res = await pricing.put(
      `${BASE}/${p.id}/contacts/${elena.id}`,
      contact('Elena', { email: 'elena.new@agents.demo', primary: true, traffics: ['EXPORT'] }),
    );
    expect(res.status).toBe(200);
    expect(byName(res.body as ProviderDetail, 'Elena')).toMatchObject({
      email: 'elena.new@agents.demo',
      primary: true,
      traffics: ['EXPORT'],
    });
    expect(await primaries(p.id)).toEqual(['Elena']);
  });

  it('keeps the primary role unless another contact takes it', async () => {
    const p = await provider('Fabio', 'Gala');
    const fabio = byName(p, 'Fabio');
    // Leaving primary out keeps it; primary: false on the primary contact is refused.
    const kept = await pricing.put(`${BASE}/${p.id}/contacts/${fabio.id}`, contact('Fabio', { comments: 'Updated' }));
    expect(byName(kept.body as ProviderDetail, 'Fabio')).toMatchObject({ primary: true, comments: 'Updated' });
    const res = await pricing.put(`${BASE}/${p.id}/contacts/${fabio.id}`, contact('Fabio', { primary: false }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { fields: [{ field: 'primary', rules: ['primaryContactRequired'] }] },
    });
    expect(await primaries(p.id)).toEqual(['Fabio']);
  });

  it('inactivates and activates a contact, but never the primary one', async () => {
    const p = await provider('Hugo', 'Ines');
    const [hugo, ines] = [byName(p, 'Hugo'), byName(p, 'Ines')];
    const refused = await pricing.post(`${BASE}/${p.id}/contacts/${hugo.id}/inactivate`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'CONFLICT',
      details: { field: 'primary', reason: 'primaryContactCannotBeInactivated' },
    });

    const off = await pricing.post(`${BASE}/${p.id}/contacts/${ines.id}/inactivate`);
    expect(off.status).toBe(200);
    expect(byName(off.body as ProviderDetail, 'Ines').active).toBe(false);
    // An inactive contact cannot become primary.
    const promote = await pricing.put(`${BASE}/${p.id}/contacts/${ines.id}`, contact('Ines', { primary: true }));
    expect(promote.status).toBe(400);
    expect(fieldsOf(promote)).toEqual(['primary']);

    const on = await pricing.post(`${BASE}/${p.id}/contacts/${ines.id}/activate`);
    expect(byName(on.body as ProviderDetail, 'Ines').active).toBe(true);
  });

  it('ends with exactly one primary when many contacts are made primary at once', async () => {
    const names = ['Ja', 'Ka', 'La', 'Ma', 'Na', 'Oa', 'Pa', 'Qa'];
    const p = await provider(...names);
    const results = await Promise.all(
      p.contacts.map((c) => pricing.put(`${BASE}/${p.id}/contacts/${c.id}`, contact(c.name, { primary: true }))),
    );
    expect(results.map((r) => r.status)).toEqual(names.map(() => 200));
    expect(await primaries(p.id)).toHaveLength(1);
  });

  it("answers 404 for another provider's contact and 400 listing bad contact fields", async () => {
    const [a, b] = [await provider('Rita'), await provider('Saul')];
    const res = await pricing.put(`${BASE}/${a.id}/contacts/${b.contacts[0].id}`, contact('Saul'));
    expect(res.status).toBe(404);
    expect(errorCode(res)).toBe('NOT_FOUND');
    const bad = await pricing.post(`${BASE}/${a.id}/contacts`, {
      name: '',
      email: 'nope',
      services: ['BOAT'],
      primary: 'yes',
    });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad)).toEqual(expect.arrayContaining(['name', 'email', 'services', 'primary']));
  });

  it('is refused to a user without PRICING', async () => {
    const p = await provider('Tomas');
    const comercial = api(t.http, await loginAs(t.http, 'comercial'));
    expect((await comercial.post(`${BASE}/${p.id}/contacts`, contact('Ursula'))).status).toBe(403);
  });
});
