import { EventEmitterModule } from '@nestjs/event-emitter';
import { ConsoleLogger } from '@nestjs/common';
import { Test, type TestingModule } from '@nestjs/testing';
import type { AppConfig } from '../../src/common/config/app-config.js';
import { ConfigModule } from '../../src/common/config/config.module.js';
import { MAIL_OPTIONS, type MailOptions } from '../../src/common/mail/mail.options.js';
import { MailModule } from '../../src/common/mail/mail.module.js';
import { MailQueue, mailJobId } from '../../src/common/mail/mail.queue.js';
import { PrismaModule } from '../../src/common/prisma/prisma.module.js';
import { QueueModule } from '../../src/common/queue/queue.module.js';
import { type AppQueue, QueueFactory } from '../../src/common/queue/queue.factory.js';
import { QUEUE_NAMES, type SendMailJob } from '../../src/common/queue/queue.constants.js';
import { testConfig } from '../support/config.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

export type MailTestModule = {
  moduleRef: TestingModule;
  db: TestDatabase;
  mailQueue: MailQueue;
  /** A second handle on the mail queue, to watch job states. */
  jobs: AppQueue<SendMailJob>;
  /** Resolves when the mail job of this key has completed (sent or skipped as already sent). */
  completed(idempotencyKey: string): Promise<void>;
  close(): Promise<void>;
};

/** Only what mail needs: config, Prisma, queues and MailModule on a fresh database, retries fast. */
export async function startMailTestModule(
  overrides: Partial<AppConfig> = {},
  mailOptions: MailOptions = { attempts: 8, retryBaseDelayMs: 100, concurrency: 4 },
): Promise<MailTestModule> {
  const db = await createTestDatabase();
  const moduleRef = await Test.createTestingModule({
    imports: [
      ConfigModule.forRoot(testConfig(db.url, overrides)),
      EventEmitterModule.forRoot(),
      PrismaModule,
      QueueModule,
      MailModule,
    ],
  })
    .overrideProvider(MAIL_OPTIONS)
    .useValue(mailOptions)
    // Retry warnings are expected in these tests; keep the output for real errors.
    .setLogger(new ConsoleLogger({ logLevels: ['error', 'fatal'] }))
    .compile();
  await moduleRef.init();
  const jobs = moduleRef.get(QueueFactory).createQueue<SendMailJob>(QUEUE_NAMES.mail);
  return {
    moduleRef,
    db,
    mailQueue: moduleRef.get(MailQueue),
    jobs,
    completed: (key) => waitFor(async () => (await jobs.getJobState(mailJobId(key))) === 'completed'),
    async close() {
      await moduleRef.close();
      await db.drop();
    },
  };
}

export async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
