import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { checkTaxId } from '@freight/shared';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { sql } from '../support/sql.js';

/** The seeded demo clients (issue 11): about 200 across UY, BR and AR, each a valid tax id, with their related data. */
describe('demo clients (prisma seed)', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db.drop();
  });

  it('every seeded client has a tax id valid for its country, stored normalised', async () => {
    const rows = await sql<{ trade_name: string; tax_id: string; country: string }>(
      db.url,
      'SELECT trade_name, tax_id, country FROM clients',
    );
    expect(rows.length).toBeGreaterThanOrEqual(195);
    const wrong = rows
      .map((r) => ({ ...r, check: checkTaxId(r.country, r.tax_id) }))
      .filter((r) => !r.check.valid || r.check.taxId !== r.tax_id)
      .map((r) => `${r.trade_name} ${r.country} ${r.tax_id}`);
    expect(wrong).toEqual([]);
  });

  it('UY, BR and AR each have clients with contacts (active and inactive), documents with a type, and assignments', async () => {
    const rows = await sql<{
      country: string;
      clients: number;
      with_contacts: number;
      inactive_contacts: number;
      documents: number;
      typed_documents: number;
      with_commercial: number;
      with_operatives: number;
      history: number;
    }>(
      db.url,
      `SELECT c.country,
              count(*)::int AS clients,
              count(*) FILTER (WHERE EXISTS (SELECT 1 FROM client_contacts k WHERE k.client_id = c.id))::int AS with_contacts,
              (SELECT count(*) FROM client_contacts k JOIN clients x ON x.id = k.client_id WHERE x.country = c.country AND NOT k.active)::int AS inactive_contacts,
              (SELECT count(*) FROM documents d JOIN clients x ON x.id = d.client_id WHERE x.country = c.country AND d.quotation_id IS NULL)::int AS documents,
              (SELECT count(*) FROM documents d JOIN clients x ON x.id = d.client_id JOIN document_types dt ON dt.id = d.document_type_id
                WHERE x.country = c.country AND d.quotation_id IS NULL)::int AS typed_documents,
              count(*) FILTER (WHERE c.commercial_id IS NOT NULL)::int AS with_commercial,
              count(*) FILTER (WHERE EXISTS (SELECT 1 FROM client_operatives o WHERE o.client_id = c.id))::int AS with_operatives,
              (SELECT count(*) FROM client_assignments a JOIN clients x ON x.id = a.client_id WHERE x.country = c.country)::int AS history
         FROM clients c GROUP BY c.country ORDER BY c.country`,
    );
    expect(rows.map((r) => r.country)).toEqual(['AR', 'BR', 'UY']);
    for (const r of rows) {
      expect(r.clients).toBeGreaterThanOrEqual(60);
      // All but the two original demo clients have contacts.
      expect(r.with_contacts).toBeGreaterThanOrEqual(r.clients - 1);
      expect(r.inactive_contacts).toBeGreaterThan(0);
      expect(r.documents).toBeGreaterThan(10);
      expect(r.typed_documents).toBe(r.documents);
      expect(r.with_commercial).toBe(r.clients);
      expect(r.with_operatives).toBeGreaterThan(10);
      expect(r.history).toBeGreaterThanOrEqual(r.clients - 1);
    }
  });
});
