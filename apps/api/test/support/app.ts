import { appendFileSync } from 'node:fs';
import { afterAll, afterEach } from '@jest/globals';
import type { DynamicModule } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { DEMO_PASSWORD } from '../../../../prisma/seed/demo-accounts.js';
import type { AppConfig } from '../../src/common/config/app-config.js';
import { createApp } from '../../src/create-app.js';
import { buildOpenApiDocument } from '../../src/openapi/document.js';
import { OPENAPI_METADATA } from '../../src/openapi/openapi-metadata.generated.js';
import { testConfig } from './config.js';
import { ContractValidator, watchResponses } from './contract.js';
import { createTestDatabase, type TestDatabase } from './database.js';

export type TestApp = {
  app: NestExpressApplication;
  http: App;
  db: TestDatabase;
  config: AppConfig;
  close(): Promise<void>;
};

/**
 * Every answer a test app gives is checked against the app's own OpenAPI document (see contract.ts): a
 * mismatch fails the test that caused it. Each file appends what it checked to CONTRACT_REPORT_FILE,
 * which the Jest global teardown sums up.
 */
const contract = { problems: [] as string[], operations: new Set<string>(), responses: 0 };

afterEach(() => {
  const problems = contract.problems.splice(0);
  if (problems.length > 0) throw new Error(`Answers that break the OpenAPI contract:\n${problems.join('\n')}`);
});

/**
 * One validator per kind of app (the test-hooks module on or off) for every file of a shard: building the
 * document took 0.1-0.8 s per file and each validator compiled its schemas again. An app with a test's
 * own extra modules gets a validator of its own (its document differs).
 */
const validators = new Map<string, ContractValidator>();

function validatorFor(app: NestExpressApplication, key: string | null): ContractValidator {
  const cached = key === null ? undefined : validators.get(key);
  if (cached) return cached;
  // A test's own extra routes are not the API's: only operations the generated metadata knows are checked.
  const validator = new ContractValidator(
    buildOpenApiDocument(app),
    (id) => id.replace('_', '.') in OPENAPI_METADATA.operations,
  );
  if (key !== null) validators.set(key, validator);
  return validator;
}

function checkContract(app: NestExpressApplication, config: AppConfig, extraImports: DynamicModule['imports']): void {
  const key = extraImports?.length ? null : `test-hooks:${Boolean(config.testHooks)}`;
  const validator = validatorFor(app, key);
  watchResponses(app.getHttpServer(), (exchange) => {
    const result = validator.check(exchange);
    if (!result.operation) return;
    contract.operations.add(result.operation);
    contract.responses++;
    if (result.problem) contract.problems.push(result.problem);
  });
}

function reportContract(): void {
  const file = process.env.CONTRACT_REPORT_FILE;
  if (file)
    appendFileSync(
      file,
      `${JSON.stringify({ operations: [...contract.operations], responses: contract.responses })}\n`,
    );
  contract.operations.clear();
  contract.responses = 0;
}

// Apps built with createCheckedApp report what they checked once the file is done.
afterAll(() => reportContract());

/** An app on a database the test prepared itself (an empty one, a restored one), its answers checked too. */
export async function createCheckedApp(
  config: AppConfig,
  extraImports: DynamicModule['imports'] = [],
): Promise<NestExpressApplication> {
  const app = await createApp(config, extraImports);
  checkContract(app, config, extraImports);
  return app;
}

/** A real app on its own cloned, seeded database (the demo accounts exist). */
export async function startTestApp(
  overrides: Partial<AppConfig> = {},
  extraImports: DynamicModule['imports'] = [],
): Promise<TestApp> {
  const db = await createTestDatabase();
  const config = testConfig(db.url, overrides);
  const app = await createApp(config, extraImports);
  checkContract(app, config, extraImports);
  return {
    app,
    http: app.getHttpServer() as App,
    db,
    config,
    async close() {
      await app.close();
      await db.drop();
      reportContract();
      const problems = contract.problems.splice(0);
      if (problems.length > 0) throw new Error(`Answers that break the OpenAPI contract:\n${problems.join('\n')}`);
    },
  };
}

export async function loginAs(http: App, username: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await request(http).post('/auth/v1/login').send({ username, password });
  if (res.status !== 200) throw new Error(`login as ${username} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { access_token: string }).access_token;
}
