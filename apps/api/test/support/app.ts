import type { DynamicModule } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { DEMO_PASSWORD } from '../../../../prisma/seed/demo-accounts.js';
import type { AppConfig } from '../../src/common/config/app-config.js';
import { createApp } from '../../src/create-app.js';
import { testConfig } from './config.js';
import { createTestDatabase, type TestDatabase } from './database.js';

export type TestApp = {
  app: NestExpressApplication;
  http: App;
  db: TestDatabase;
  config: AppConfig;
  close(): Promise<void>;
};

/** A real app on its own cloned, seeded database (the demo accounts exist). */
export async function startTestApp(
  overrides: Partial<AppConfig> = {},
  extraImports: DynamicModule['imports'] = [],
): Promise<TestApp> {
  const db = await createTestDatabase();
  const config = testConfig(db.url, overrides);
  const app = await createApp(config, extraImports);
  return {
    app,
    http: app.getHttpServer() as App,
    db,
    config,
    async close() {
      await app.close();
      await db.drop();
    },
  };
}

export async function loginAs(http: App, username: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await request(http).post('/auth/v1/login').send({ username, password });
  if (res.status !== 200) throw new Error(`login as ${username} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { access_token: string }).access_token;
}
