import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { binary } from '../support/binary.js';
import { sql } from '../support/sql.js';

/** The text of a PDF as pdftotext reads it. */
function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8');
}

const ddmmyyyy = (d: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' }).format(d);

describe('portal PDF date', () => {
  let t: TestApp;
  let quotation: { id: string; reference: string };

  beforeAll(async () => {
    t = await startTestApp();
    [quotation] = await sql<{ id: string; reference: string }>(
      t.db.url,
      `SELECT q.id, q.reference FROM quotations q JOIN users u ON u.client_id = q.client_id
       WHERE u.username = 'cliente' AND q.status IN ('SENT', 'APPROVED', 'NOT_APPROVED')
       ORDER BY q.created_at LIMIT 1`,
    );
    expect(quotation).toBeDefined();
  });

  afterAll(async () => {
    await t?.close();
  });

  async function download(timeZone: string): Promise<string> {
    await sql(t.db.url, `UPDATE users SET time_zone = $1 WHERE username = 'cliente'`, [timeZone]);
    const token = await loginAs(t.http, 'cliente');
    const res = await request(t.http)
      .get(`/app/v1/portal/quotations/${quotation.reference}/pdf`)
      .set('Authorization', `Bearer ${token}`)
      .buffer(true)
      .parse(binary);
    expect(res.status).toBe(200);
    return pdfText(res.body as Buffer);
  }

  it("prints the day the quotation was sent, in the client's time zone, not today's date", async () => {
    // 02:30 UTC on 4 March is still 3 March in Montevideo (UTC-3) and already 4 March in Tokyo.
    await sql(
      t.db.url,
      `UPDATE quotations SET sent_at = '2026-03-04T02:30:00Z', published_at = '2026-03-05T12:00:00Z',
              created_at = '2026-02-20T12:00:00Z' WHERE id = $1`,
      [quotation.id],
    );
    const montevideo = await download('America/Montevideo');
    expect(montevideo).toContain('03/03/2026');
    expect(montevideo).not.toContain(ddmmyyyy(new Date(), 'America/Montevideo'));
    expect(await download('Asia/Tokyo')).toContain('04/03/2026');
  });

  it('prints the date it was created when it has no sent or published date', async () => {
    await sql(
      t.db.url,
      `UPDATE quotations SET sent_at = NULL, published_at = NULL, created_at = '2025-11-10T15:00:00Z' WHERE id = $1`,
      [quotation.id],
    );
    const text = await download('America/Montevideo');
    expect(text).toContain('10/11/2025');
    expect(text).not.toContain(ddmmyyyy(new Date(), 'America/Montevideo'));
  });
});
