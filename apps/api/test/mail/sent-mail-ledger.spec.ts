import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Test, type TestingModule } from '@nestjs/testing';
import { createHash } from 'node:crypto';
import pg from 'pg';
import { ConfigModule } from '../../src/common/config/config.module.js';
import { SentMailRepository } from '../../src/common/mail/sent-mail.repository.js';
import { PrismaModule } from '../../src/common/prisma/prisma.module.js';
import { testConfig } from '../support/config.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { sql } from '../support/sql.js';

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
  const row = async (key: string) =>
    (
      await sql<{ state: string; attempts: number; interrupted: number; message_id: string | null }>(
        db.url,
        `SELECT state::text AS state, attempts, interrupted, message_id FROM sent_mails WHERE idempotency_key = $1`,
        [key],
      )
    )[0];

  it('lets only one of two simultaneous attempts on a key send; the other waits and finds it sent', async () => {
    let sends = 0;
    const slowSend = async () => {
      sends += 1;
      await new Promise((resolve) => setTimeout(resolve, 200));
      return { messageId: `<m${sends}@test>` };
    };

    const outcomes = await Promise.all([
      ledger.sendOnce(entry('race'), slowSend),
      ledger.sendOnce(entry('race'), slowSend),
    ]);

    expect(outcomes.map((o) => o.result).sort()).toEqual(['already-sent', 'sent']);
    expect(outcomes.map((o) => o.messageId)).toEqual(['<m1@test>', '<m1@test>']);
    expect(sends).toBe(1);
    expect(await row('race')).toMatchObject({ state: 'SENT', attempts: 1, interrupted: 0 });
  });

  it('records a refusal by the server as FAILED, and the retry sends without counting an interrupted attempt', async () => {
    const refused = () => Promise.reject(Object.assign(new Error('451 try later'), { responseCode: 451 }));
    await expect(ledger.sendOnce(entry('retry'), refused)).rejects.toThrow('451');
    expect(await row('retry')).toMatchObject({ state: 'FAILED', attempts: 1, message_id: null });

    const outcome = await ledger.sendOnce(entry('retry'), () => Promise.resolve({ messageId: '<ok@test>' }));
    expect(outcome).toMatchObject({ result: 'sent', messageId: '<ok@test>', afterInterruptedAttempt: false });
    expect(await row('retry')).toMatchObject({ state: 'SENT', attempts: 2, interrupted: 0, message_id: '<ok@test>' });
  });

  it('sends again after an attempt whose exchange broke off (the server may hold a copy), and counts it', async () => {
    // A connection reset after the message went out: not a clean refusal, so the key stays SENDING.
    const broken = () =>
      Promise.reject(Object.assign(new Error('Connection closed unexpectedly'), { code: 'ECONNECTION' }));
    await expect(ledger.sendOnce(entry('broken'), broken)).rejects.toThrow('closed');
    expect(await row('broken')).toMatchObject({ state: 'SENDING', attempts: 1 });

    const outcome = await ledger.sendOnce(entry('broken'), () => Promise.resolve({ messageId: '<again@test>' }));
    expect(outcome).toMatchObject({ result: 'sent', afterInterruptedAttempt: true });
    expect(await row('broken')).toMatchObject({ state: 'SENT', attempts: 2, interrupted: 1 });
  });

  it("waits for an attempt that holds the key, and goes on the moment that attempt's process dies", async () => {
    // A process that started sending and was killed: its session holds the key's lock and its row says SENDING.
    const dying = new pg.Client({ connectionString: db.url });
    await dying.connect();
    dying.on('error', () => undefined);
    const lock = BigInt.asIntN(
      64,
      BigInt(`0x${createHash('sha256').update('mail:killed').digest('hex').slice(0, 16)}`),
    );
    await dying.query(`SELECT pg_advisory_lock(${lock})`);
    await sql(
      db.url,
      `INSERT INTO sent_mails (idempotency_key, recipient, subject, state, attempts, attempt_at) VALUES ('killed', 'x@example.com', 's', 'SENDING', 1, now())`,
    );
    let sent = false;
    const retry = ledger.sendOnce(entry('killed'), () => {
      sent = true;
      return Promise.resolve({ messageId: '<after-kill@test>' });
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sent).toBe(false);

    // kill -9 of that process: PostgreSQL ends its session and with it the lock.
    const [{ pid }] = (await dying.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows;
    await sql(db.url, 'SELECT pg_terminate_backend($1)', [pid]);
    await expect(retry).resolves.toMatchObject({ result: 'sent', afterInterruptedAttempt: true });
    expect(sent).toBe(true);
    expect(await row('killed')).toMatchObject({
      state: 'SENT',
      attempts: 2,
      interrupted: 1,
      message_id: '<after-kill@test>',
    });
    await dying.end().catch(() => undefined);
  });
});
