import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { Test, type TestingModule } from '@nestjs/testing';
import { ConfigModule } from '../../src/common/config/config.module.js';
import { PrismaModule } from '../../src/common/prisma/prisma.module.js';
import { QueueHealth } from '../../src/common/queue/queue-health.js';
import { QueueModule } from '../../src/common/queue/queue.module.js';
import { testConfig } from '../support/config.js';

describe('queue health', () => {
  let moduleRef: TestingModule;
  let notRedis: Server;

  beforeAll(async () => {
    // A port this test holds, where no Redis ever answers: each connection is dropped at once.
    notRedis = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => notRedis.listen(0, '127.0.0.1', () => resolve()));
    const { port } = notRedis.address() as AddressInfo;
    // The database is never reached: the outbox relay waits while Redis is not ready.
    const config = testConfig('postgresql://unused@127.0.0.1:1/unused', { redisUrl: `redis://127.0.0.1:${port}` });
    moduleRef = await Test.createTestingModule({
      imports: [ConfigModule.forRoot(config), PrismaModule, QueueModule],
    }).compile();
    await moduleRef.init();
  });

  afterAll(async () => {
    await moduleRef?.close();
    await new Promise((resolve) => notRedis?.close(resolve));
  });

  // "Without hanging": the check resolves (within the test's own timeout) instead of waiting on reconnects.
  it('reports down, without hanging, when Redis is unreachable', async () => {
    const started = Date.now();
    await expect(moduleRef.get(QueueHealth).check()).resolves.toBe(false);
    console.log(`queue health: down reported after ${Date.now() - started} ms`);
  }, 240_000);
});
