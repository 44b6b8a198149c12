import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { HealthDetails } from '../../src/modules/health/health-details.service.js';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';

// Issue 20, the degraded case, in a file of its own: passport keeps one 'jwt' strategy per process,
// so a second app in the same file would take over the first one's sign-in checks.
describe('GET /health/details when something is missing', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The default test config points SMTP at port 1, where nothing listens.
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('names a migration the database lacks and an unreachable SMTP relay (port 1) as degraded', async () => {
    const admin = await loginAs(t.http, 'admin');
    const [last] = await sql<{ name: string }>(
      t.db.url,
      'SELECT migration_name AS name FROM _prisma_migrations ORDER BY migration_name DESC LIMIT 1',
    );
    await sql(t.db.url, 'UPDATE _prisma_migrations SET rolled_back_at = now() WHERE migration_name = $1', [last.name]);
    const d = (await request(t.http).get('/health/details').set('Authorization', `Bearer ${admin}`))
      .body as HealthDetails;
    expect(d.status).toBe('degraded');
    expect(d.smtp.up).toBe(false);
    expect(d.migrations.pending).toEqual([last.name]);
  });
});
