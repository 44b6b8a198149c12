import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PrismaService } from '../prisma/prisma.service.js';
import { SMTP_TIMEOUTS_MS } from './mail.service.js';

export type SentMailEntry = { idempotencyKey: string; recipient: string; subject: string };

export type SendOutcome = {
  result: 'sent' | 'already-sent';
  messageId: string;
  sentAt: Date;
  /** This send follows an attempt a crash cut short after it reached SMTP: the recipient may get it twice. */
  afterInterruptedAttempt: boolean;
};

// Longer than the worst SMTP exchange: an attempt waits that long for one that is still talking to the server.
const CLAIM_TIMEOUT_MS = 2 * (SMTP_TIMEOUTS_MS.connection + SMTP_TIMEOUTS_MS.greeting + SMTP_TIMEOUTS_MS.socket);

type LedgerRow = { state: 'SENDING' | 'SENT' | 'FAILED'; message_id: string | null; sent_at: Date | null };

/**
 * The sent_mails idempotency ledger (issue 37). One attempt per key talks to SMTP at a time: it holds a
 * session advisory lock on the key, which PostgreSQL releases the moment the attempt's process dies
 * (its connection closes), so a crashed attempt never blocks the retry and a live one is never doubled
 * (a stalled job picked up twice waits, then finds the key sent). Around the SMTP exchange:
 * - before it, the attempt is recorded as started (SENDING, committed);
 * - the moment the server accepts, one statement records it SENT: that statement's round trip is the
 *   only window in which a crash leaves an accepted mail unrecorded;
 * - a clean refusal (the server answered no, or could not be reached) records FAILED: nothing left.
 * A retry that finds SENDING knows an attempt was cut short mid-exchange: the server may have accepted
 * it, so it is sent again (never lost) with the same Message-ID, and counted in `interrupted`. SMTP has
 * no two-phase commit, so that copy is the one duplicate left, and only for a crash inside the window.
 */
@Injectable()
export class SentMailRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** The ledger row of a key (its state, Message-ID and when it was sent). */
  find(idempotencyKey: string) {
    return this.prisma.sentMail.findUnique({
      where: { idempotencyKey },
      select: { state: true, messageId: true, sentAt: true, attempts: true, interrupted: true },
    });
  }

  /** Calls `send` unless the key is already sent, and records the outcome (see the class comment). */
  async sendOnce(entry: SentMailEntry, send: () => Promise<{ messageId: string }>): Promise<SendOutcome> {
    const client = await this.prisma.pool.connect();
    const lock = lockKey(entry.idempotencyKey);
    let locked = false;
    let broken: Error | undefined;
    // A checked-out connection that drops (PostgreSQL restarting) emits 'error': unheard, it would end the process.
    const onError = (e: Error) => (broken = e);
    client.on('error', onError);
    try {
      // One round trip: the lock is the session's (it outlives the transaction), the timeout only this wait.
      await client.query(
        `BEGIN; SET LOCAL lock_timeout = ${CLAIM_TIMEOUT_MS}; SELECT pg_advisory_lock(${lock}); COMMIT`,
      );
      locked = true;
      const before = await this.row(client, entry.idempotencyKey);
      if (before?.state === 'SENT')
        return {
          result: 'already-sent',
          messageId: before.message_id ?? '',
          sentAt: before.sent_at ?? new Date(),
          afterInterruptedAttempt: false,
        };
      const interrupted = before?.state === 'SENDING';
      await client.query(
        `INSERT INTO sent_mails (idempotency_key, recipient, subject, state, attempts, interrupted, attempt_at)
         VALUES ($1, $2, $3, 'SENDING', 1, 0, now())
         ON CONFLICT (idempotency_key) DO UPDATE SET state = 'SENDING', attempts = sent_mails.attempts + 1,
           interrupted = sent_mails.interrupted + $4, attempt_at = now()`,
        [entry.idempotencyKey, entry.recipient, entry.subject, interrupted ? 1 : 0],
      );
      let messageId: string;
      try {
        ({ messageId } = await send());
      } catch (e) {
        // A clean refusal is recorded as such; an exchange that broke off may have been accepted: it stays SENDING.
        if (refusedCleanly(e))
          await client.query(`UPDATE sent_mails SET state = 'FAILED' WHERE idempotency_key = $1`, [
            entry.idempotencyKey,
          ]);
        throw e;
      }
      const { rows } = await client.query<{ sent_at: Date }>(
        `UPDATE sent_mails SET state = 'SENT', message_id = $2, sent_at = now() WHERE idempotency_key = $1 RETURNING sent_at`,
        [entry.idempotencyKey, messageId],
      );
      return { result: 'sent', messageId, sentAt: rows[0].sent_at, afterInterruptedAttempt: interrupted };
    } catch (e) {
      if (isDatabaseError(e)) broken = e as Error;
      throw e;
    } finally {
      if (locked && !broken) await client.query(`SELECT pg_advisory_unlock(${lock})`).catch((e: Error) => (broken = e));
      client.removeListener('error', onError);
      // A connection in doubt is closed rather than pooled: closing it is what releases its lock.
      client.release(broken ?? (locked ? undefined : new Error('lock not taken')));
    }
  }

  private async row(client: pg.PoolClient, key: string): Promise<LedgerRow | undefined> {
    const { rows } = await client.query<LedgerRow>(
      `SELECT state::text AS state, message_id, sent_at FROM sent_mails WHERE idempotency_key = $1`,
      [key],
    );
    return rows[0];
  }
}

/** The key's advisory lock id: 64 bits of its SHA-256, as a signed bigint literal. */
function lockKey(idempotencyKey: string): string {
  const hex = createHash('sha256').update(`mail:${idempotencyKey}`).digest('hex').slice(0, 16);
  return BigInt.asIntN(64, BigInt(`0x${hex}`)).toString();
}

/**
 * The server answered with a refusal (4xx/5xx), or was never reached (a closed port, an unknown host):
 * it holds no copy of the mail. A connection that broke off after the message went out is not clean.
 */
function refusedCleanly(e: unknown): boolean {
  const { responseCode, code, syscall } = (e ?? {}) as { responseCode?: unknown; code?: unknown; syscall?: unknown };
  return typeof responseCode === 'number' || syscall === 'connect' || code === 'EDNS';
}

/** An error of the ledger's own connection (as opposed to SMTP's), after which the connection is not reused. */
function isDatabaseError(e: unknown): boolean {
  const { code, severity } = (e ?? {}) as { code?: unknown; severity?: unknown };
  return typeof severity === 'string' || (typeof code === 'string' && /^(ECONNRESET|EPIPE|57P0\d|08\w{3})$/.test(code));
}
