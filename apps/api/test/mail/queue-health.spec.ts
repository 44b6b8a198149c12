import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Test, type TestingModule } from '@nestjs/testing';
import { ConfigModule } from '../../src/common/config/config.module.js';
import { QueueHealth } from '../../src/common/queue/queue-health.js';
import { QueueModule } from '../../src/common/queue/queue.module.js';
import { testConfig } from '../support/config.js';
import { freePort } from './smtp-sink.js';

describe('queue health', () => {
  let moduleRef: TestingModule;

  beforeAll(async () => {
    const config = testConfig('postgresql://unused@127.0.0.1:1/unused', { redisUrl: `redis://127.0.0.1:${await freePort()}` });
    moduleRef = await Test.createTestingModule({ imports: [ConfigModule.forRoot(config), QueueModule] }).compile();
    await moduleRef.init();
  });

  afterAll(async () => {
    await moduleRef?.close();
  });

  it('reports down, without hanging, when Redis is unreachable', async () => {
    const started = Date.now();
    await expect(moduleRef.get(QueueHealth).check()).resolves.toBe(false);
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
