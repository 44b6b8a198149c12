import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page, RecordTypeItem, RecordTypeOption } from '@freight/shared';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import { api, errorCode } from '../providers/http.js';

const KINDS = [
  {
    kind: 'document',
    base: '/app/v1/document-types',
    table: 'document_types',
    options: '/app/v1/reference/document-types',
    good: ['AB1', 'ABCD'],
    bad: ['AB', 'ABCDE', 'A-B', ''],
    invalid: 'DOCUMENT_TYPE_CODE_INVALID',
    taken: 'DOCUMENT_TYPE_CODE_TAKEN',
    seeded: 'INV',
  },
  {
    kind: 'note',
    base: '/app/v1/note-types',
    table: 'note_types',
    options: '/app/v1/reference/note-types',
    good: ['XN1'],
    bad: ['XN', 'XNXN', 'X N', ''],
    invalid: 'NOTE_TYPE_CODE_INVALID',
    taken: 'NOTE_TYPE_CODE_TAKEN',
    seeded: 'GEN',
  },
] as const;

describe('document types and note types', () => {
  let t: TestApp;
  let admin: ReturnType<typeof api>;
  let commercial: ReturnType<typeof api>;
  beforeAll(async () => {
    t = await startTestApp();
    admin = api(t.http, await loginAs(t.http, 'administrativo'));
    commercial = api(t.http, await loginAs(t.http, 'comercial'));
  });
  afterAll(async () => {
    await t.close();
  });

  const count = async (table: string) =>
    Number((await sql<{ n: string }>(t.db.url, `SELECT count(*) AS n FROM ${table}`))[0].n);

  describe.each(KINDS)('$kind types', (k) => {
    it('any signed-in user lists them (seeded demo types, by code)', async () => {
      const res = await commercial.get(k.base, { limit: 100 });
      expect(res.status).toBe(200);
      const codes = (res.body as Page<RecordTypeItem>).items.map((i) => i.code);
      expect(codes).toContain(k.seeded);
      expect([...codes].sort()).toEqual(codes);
    });

    it('creates a type with a valid code, stored upper-case, with audit fields', async () => {
      for (const code of k.good) {
        const res = await admin.post(k.base, { code: code.toLowerCase(), name: `Test ${code}`, clientVisible: true });
        expect(res.status).toBe(201);
        expect(res.body).toMatchObject({
          code,
          clientVisible: true,
          providerVisible: false,
          active: true,
          createdBy: { name: 'Andrés Administrativo' },
          lastUpdatedBy: { name: 'Andrés Administrativo' },
        });
      }
    });

    it('refuses a code of the wrong length or characters with its code, changing nothing', async () => {
      const before = await count(k.table);
      for (const code of k.bad) {
        const res = await admin.post(k.base, { code, name: 'Bad' });
        expect(res.status).toBe(400);
        expect(errorCode(res)).toBe(k.invalid);
      }
      expect(await count(k.table)).toBe(before);
      // Editing to a bad code leaves the row as it was.
      const item = (await admin.post(k.base, { code: k.kind === 'document' ? 'EDT' : 'EDT', name: 'Editable' }))
        .body as RecordTypeItem;
      const res = await admin.put(`${k.base}/${item.id}`, { code: k.bad[0], name: 'Renamed' });
      expect(errorCode(res)).toBe(k.invalid);
      const [row] = await sql<{ code: string; name: string }>(
        t.db.url,
        `SELECT code, name FROM ${k.table} WHERE id = $1`,
        [item.id],
      );
      expect(row).toEqual({ code: 'EDT', name: 'Editable' });
    });

    it('refuses a taken code whatever its case with its code, changing nothing (create and edit)', async () => {
      const before = await count(k.table);
      const dup = await admin.post(k.base, { code: k.seeded.toLowerCase(), name: 'Duplicate' });
      expect(dup.status).toBe(409);
      expect(errorCode(dup)).toBe(k.taken);
      expect(await count(k.table)).toBe(before);
      // Below the API too: the unique index is on lower(code).
      await expect(
        sql(
          t.db.url,
          `INSERT INTO ${k.table} (id, code, name, updated_at) VALUES (gen_random_uuid(), $1, 'x', now())`,
          [k.seeded.toLowerCase()],
        ),
      ).rejects.toThrow(/duplicate key/);

      const mine = (await admin.post(k.base, { code: 'QQQ', name: 'Mine' })).body as RecordTypeItem;
      const clash = await admin.put(`${k.base}/${mine.id}`, { code: k.seeded, name: 'Mine' });
      expect(errorCode(clash)).toBe(k.taken);
      const [row] = await sql<{ code: string }>(t.db.url, `SELECT code FROM ${k.table} WHERE id = $1`, [mine.id]);
      expect(row.code).toBe('QQQ');
    });

    it('an inactive type is no longer offered to forms but stays readable', async () => {
      const item = (await admin.post(k.base, { code: 'ZZZ', name: 'Soon inactive' })).body as RecordTypeItem;
      const offered = async () => ((await commercial.get(k.options)).body as RecordTypeOption[]).map((o) => o.code);
      expect(await offered()).toContain('ZZZ');
      const res = await admin.post(`${k.base}/${item.id}/inactivate`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ active: false });
      expect(await offered()).not.toContain('ZZZ');
      expect((await commercial.get(`${k.base}/${item.id}`)).body).toMatchObject({ code: 'ZZZ', active: false });
      expect((await admin.post(`${k.base}/${item.id}/activate`)).body).toMatchObject({ active: true });
      expect(await offered()).toContain('ZZZ');
    });

    it('users without CREATE_DOCUMENT_TYPE get 403 on every write route, and nothing changes', async () => {
      const id = ((await admin.get(k.base, { search: k.seeded })).body as Page<RecordTypeItem>).items[0].id;
      const before = await count(k.table);
      const writes = [
        commercial.post(k.base, { code: 'NOP', name: 'Nope' }),
        commercial.put(`${k.base}/${id}`, { code: k.seeded, name: 'Nope' }),
        commercial.post(`${k.base}/${id}/inactivate`),
        commercial.post(`${k.base}/${id}/activate`),
      ];
      for (const res of await Promise.all(writes)) {
        expect(res.status).toBe(403);
        expect(errorCode(res)).toBe('FORBIDDEN');
      }
      expect(await count(k.table)).toBe(before);
      const [row] = await sql<{ name: string; active: boolean }>(
        t.db.url,
        `SELECT name, active FROM ${k.table} WHERE id = $1`,
        [id],
      );
      expect(row).toMatchObject({ active: true });
      expect(row.name).not.toBe('Nope');
    });
  });
});
