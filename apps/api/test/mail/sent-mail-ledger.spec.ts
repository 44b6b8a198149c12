import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Test, type TestingModule } from '@nestjs/testing';
import { ConfigModule } from '../../src/common/config/config.module.js';
import { SentMailRepository } from '../../src/common/mail/sent-mail.repository.js';
import { PrismaModule } from '../../src/common/prisma/prisma.module.js';
import { PrismaService } from '../../src/common/prisma/prisma.service.js';
import { testConfig } from '../support/config.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

describe('sent-mail ledger', () => {
  let db: TestDatabase;
  let moduleRef: TestingModule;
  let ledger: SentMailRepository;

  beforeAll(async () => {
    db = await createTestDatabase();
    moduleRef = await Test.createTestingModule({
      imports: [ConfigModule.forRoot(testConfig(db.url)), PrismaModule],
      providers: [SentMailRepository],
    }).compile();
    await moduleRef.init();
    ledger = moduleRef.get(SentMailRepository);
  });

  afterAll(async () => {
    await moduleRef?.close();
    await db?.drop();
  });

  const entry = (key: string) => ({ idempotencyKey: key, recipient: 'x@example.com', subject: 's' });

  it('lets only one of two simultaneous attempts on a key send', async () => {
    let sends = 0;
    const slowSend = async () => {
      sends += 1;
      await new Promise((resolve) => setTimeout(resolve, 200));
      return { messageId: `<m${sends}@test>` };
    };

    const outcomes = await Promise.all([ledger.sendOnce(entry('race'), slowSend), ledger.sendOnce(entry('race'), slowSend)]);

    expect(outcomes.sort()).toEqual(['already-sent', 'sent']);
    expect(sends).toBe(1);
  });

  it('releases the key when the send fails, so the retry sends', async () => {
    const failing = () => Promise.reject(new Error('connect ECONNREFUSED'));
    await expect(ledger.sendOnce(entry('retry'), failing)).rejects.toThrow('ECONNREFUSED');
    expect(await moduleRef.get(PrismaService).sentMail.findUnique({ where: { idempotencyKey: 'retry' } })).toBeNull();

    await expect(ledger.sendOnce(entry('retry'), () => Promise.resolve({ messageId: '<ok@test>' }))).resolves.toBe('sent');
    expect(await moduleRef.get(PrismaService).sentMail.findUnique({ where: { idempotencyKey: 'retry' } })).toMatchObject({ messageId: '<ok@test>' });
  });
});
