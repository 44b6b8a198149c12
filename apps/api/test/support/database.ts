import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Each test file gets its own database cloned from the migrated and seeded template
 * (TEST_DATABASE_URL, prepared by scripts/test.sh), so files run in parallel without
 * seeing each other's rows.
 */
export type TestDatabase = { url: string; drop(): Promise<void> };

export function templateUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: run the tests through `npm test` (scripts/test.sh)');
  return url;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const template = new URL(templateUrl());
  const templateName = template.pathname.slice(1);
  const name = `t_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new URL(template);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}" TEMPLATE "${templateName}"`);
  } finally {
    await client.end();
  }
  const url = new URL(template);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: admin.toString() });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}
