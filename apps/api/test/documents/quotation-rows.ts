import { randomUUID } from 'node:crypto';
import { sql } from '../support/sql.js';

/** A quotation inserted behind the API's back, owned by the given demo user (and optionally assigned). */
export async function insertQuotation(
  url: string,
  reference: string,
  commercial: string,
  assignedTo?: string,
): Promise<string> {
  const id = randomUUID();
  await sql(
    url,
    `INSERT INTO quotations (id, reference, company, service, transport_mode, client_id, commercial_id, assigned_to_id, goods_description, updated_at)
     VALUES ($1, $2, 'MVD', 'SEA_FCL', 'SEA', (SELECT id FROM clients ORDER BY trade_name LIMIT 1),
             (SELECT id FROM users WHERE username = $3), (SELECT id FROM users WHERE username = $4), 'Frozen beef', now())`,
    [id, reference, commercial, assignedTo ?? null],
  );
  return id;
}

export async function userId(url: string, username: string): Promise<string> {
  const [row] = await sql<{ id: string }>(url, 'SELECT id FROM users WHERE username = $1', [username]);
  return row.id;
}

export async function countRows(
  url: string,
  table: 'documents' | 'quotation_notes' | 'quotation_events' | 'drafts',
): Promise<number> {
  const [row] = await sql<{ n: string }>(url, `SELECT count(*) AS n FROM ${table}`);
  return Number(row.n);
}
