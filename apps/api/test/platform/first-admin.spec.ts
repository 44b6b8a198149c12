import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { PERMISSIONS } from '@freight/shared';
import { createCheckedApp, loginAs } from '../support/app.js';
import { testConfig } from '../support/config.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { sql } from '../support/sql.js';

const FIRST = { username: 'Root', password: 'first-admin-pass-123', email: 'Root@Example.COM' };

describe('the first administrator of an empty database (bootstrap)', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    // The migrated schema with no user and an empty permission catalogue, as on a first deployment.
    db = await createTestDatabase();
    await sql(db.url, 'TRUNCATE users, permissions CASCADE');
  });
  afterAll(async () => {
    await db?.drop();
  });

  const users = () =>
    sql<{ username: string; email: string; role: string | null }>(
      db.url,
      'SELECT username, email, role FROM users ORDER BY username',
    );

  it('is created from configuration with every permission and can sign in; a later start with other settings adds nobody', async () => {
    expect(await users()).toEqual([]);
    const app = await createCheckedApp(testConfig(db.url, { admin: FIRST }));
    try {
      expect(await users()).toEqual([{ username: 'root', email: 'root@example.com', role: 'administrator' }]);
      const catalogue = await sql<{ name: string }>(db.url, 'SELECT name FROM permissions ORDER BY name');
      expect(catalogue.map((p) => p.name)).toEqual([...PERMISSIONS].sort());
      const granted = await sql<{ permission: string }>(
        db.url,
        `SELECT p.permission FROM user_permissions p JOIN users u ON u.id = p.user_id WHERE u.username = 'root' ORDER BY 1`,
      );
      expect(granted.map((p) => p.permission)).toEqual([...PERMISSIONS].sort());

      const http = app.getHttpServer() as App;
      const token = await loginAs(http, 'root', FIRST.password);
      const me = await request(http).get('/auth/v1/me').set('Authorization', `Bearer ${token}`);
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ username: 'root' });
      const wrong = await request(http).post('/auth/v1/login').send({ username: 'root', password: 'not-the-password' });
      expect(wrong.status).toBe(401);
    } finally {
      await app.close();
    }

    // The database has a user now: another start, with other settings, creates and changes nothing.
    const again = await createCheckedApp(
      testConfig(db.url, {
        admin: { username: 'second', password: 'second-admin-pass-1', email: 'second@example.com' },
      }),
    );
    try {
      expect(await users()).toEqual([{ username: 'root', email: 'root@example.com', role: 'administrator' }]);
      const stillFirst = await request(again.getHttpServer() as App)
        .post('/auth/v1/login')
        .send({ username: 'root', password: FIRST.password });
      expect(stillFirst.status).toBe(200);
    } finally {
      await again.close();
    }
  });
});
