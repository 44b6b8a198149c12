import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page, StandardNoteItem } from '@freight/shared';
import { StandardNotesRepository } from '../../src/modules/standard-notes/standard-notes.repository.js';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { api, errorCode, fieldsOf } from '../providers/http.js';

const BASE = '/app/v1/standard-notes';

describe('standard notes (/app/v1/standard-notes)', () => {
  let t: TestApp;
  let pricing: ReturnType<typeof api>;
  beforeAll(async () => {
    t = await startTestApp();
    pricing = api(t.http, await loginAs(t.http, 'pricing'));
  });
  afterAll(async () => {
    await t.close();
  });

  const names = async (query: Record<string, string | number | boolean>) => {
    const res = await pricing.get(BASE, { limit: 100, ...query });
    expect(res.status).toBe(200);
    return (res.body as Page<StandardNoteItem>).items.map((n) => n.name);
  };

  it('lists notes by name, filtering by service (notes for every service included) and mandatory', async () => {
    const all = await names({});
    expect(all).toEqual(expect.arrayContaining(['Reconfirmación', 'Sujeto a espacio', 'Seguro no incluido']));
    const air = await names({ service: 'AIR_LSE' });
    expect(air).toEqual(expect.arrayContaining(['Reconfirmación', 'Peso tasable aéreo', 'Seguro no incluido']));
    expect(air).not.toContain('Demoras y almacenaje');
    const mandatoryRoad = await names({ service: 'ROAD_FTL', mandatory: true });
    expect(mandatoryRoad).toEqual(['Reconfirmación']);
    expect(await names({ search: 'SEGURO' })).toEqual(['Seguro no incluido']);
  });

  it('creates, updates and toggles a note, answering its state each time', async () => {
    const created = await pricing.post(BASE, {
      name: '  Reefer  ',
      value: 'Contenedores refrigerados sujetos a disponibilidad.',
      mandatory: true,
      services: ['SEA_FCL'],
    });
    expect(created.status).toBe(201);
    const note = created.body as StandardNoteItem;
    expect(note).toMatchObject({ name: 'Reefer', mandatory: true, services: ['SEA_FCL'], active: true });

    const updated = await pricing.put(`${BASE}/${note.id}`, { name: 'Reefer', value: 'Nuevo texto', mandatory: false });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: note.id, value: 'Nuevo texto', mandatory: false, services: [] });

    const off = await pricing.post(`${BASE}/${note.id}/inactivate`);
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ active: false });
    expect(await names({ active: false })).toContain('Reefer');
    expect((await pricing.post(`${BASE}/${note.id}/activate`)).body).toMatchObject({ active: true });
  });

  it('lists each bad field with VALIDATION_FAILED', async () => {
    const res = await pricing.post(BASE, {
      name: '',
      value: 'x'.repeat(2001),
      mandatory: 'si',
      services: ['SEA_FCL', 'TRAIN'],
    });
    expect(res.status).toBe(400);
    expect(errorCode(res)).toBe('VALIDATION_FAILED');
    expect(fieldsOf(res)).toEqual(expect.arrayContaining(['name', 'value', 'mandatory', 'services']));
    expect((await pricing.put(`${BASE}/00000000-0000-4000-8000-000000000000`, { name: 'a', value: 'b' })).status).toBe(
      404,
    );
  });

  it('mandatoryFor(service): active mandatory notes of that service or of every service', async () => {
    const repo = t.app.get(StandardNotesRepository);
    const seaFcl = (await repo.mandatoryFor('SEA_FCL')).map((n) => n.name);
    expect(seaFcl).toEqual(['Demoras y almacenaje', 'Reconfirmación', 'Sujeto a espacio']);
    expect((await repo.mandatoryFor('ROAD_LTL')).map((n) => n.name)).toEqual(['Reconfirmación']);

    const validez = ((await pricing.get(BASE, { search: 'Reconfirmación' })).body as Page<StandardNoteItem>).items[0];
    await pricing.post(`${BASE}/${validez.id}/inactivate`);
    expect((await repo.mandatoryFor('ROAD_LTL')).map((n) => n.name)).toEqual([]);
    await pricing.post(`${BASE}/${validez.id}/activate`);
  });

  it('is refused to users without PRICING', async () => {
    for (const username of ['comercial', 'administrativo']) {
      const other = api(t.http, await loginAs(t.http, username));
      expect((await other.get(BASE)).status).toBe(403);
      expect((await other.post(BASE, { name: 'x', value: 'y' })).status).toBe(403);
    }
  });
});
