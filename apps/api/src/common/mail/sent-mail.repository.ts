import { Injectable } from '@nestjs/common';
import { PrismaService } from '../prisma/prisma.service.js';
import { SMTP_TIMEOUTS_MS } from './mail.service.js';

export type SentMailEntry = { idempotencyKey: string; recipient: string; subject: string };

// Longer than the worst SMTP exchange, so the claim never expires while the server is still answering.
const CLAIM_TIMEOUT_MS = 2 * (SMTP_TIMEOUTS_MS.connection + SMTP_TIMEOUTS_MS.greeting + SMTP_TIMEOUTS_MS.socket);

/** The sent_mails idempotency ledger: one row per idempotency key handed to SMTP. */
@Injectable()
export class SentMailRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * Calls `send` unless the key is already in the ledger, and records it. The key is claimed
   * first, inside a transaction that commits only after SMTP accepted the mail:
   * - a crash or an SMTP failure rolls the claim back, so the retry sends: no mail is lost;
   * - a second attempt running at the same time (a stalled job picked up twice) blocks on the
   *   uncommitted row, then sees it and skips: no double send from that race.
   * What is left is the unavoidable gap of any SMTP sender: the server accepted but the commit
   * failed (crash, lost database) and the retry sends a second copy. At-least-once is the right
   * side to err on for these mails; SMTP has no two-phase commit to close it.
   */
  /** The ledger row of a key sent before (its Message-ID and when). */
  find(idempotencyKey: string) {
    return this.prisma.sentMail.findUnique({ where: { idempotencyKey }, select: { messageId: true, sentAt: true } });
  }

  async sendOnce(entry: SentMailEntry, send: () => Promise<{ messageId: string }>): Promise<'sent' | 'already-sent'> {
    return this.prisma.$transaction(
      async (tx) => {
        // ON CONFLICT DO NOTHING: 0 rows means another attempt already sent (or is sending) this key.
        const { count } = await tx.sentMail.createMany({ data: [entry], skipDuplicates: true });
        if (count === 0) return 'already-sent';
        const { messageId } = await send();
        await tx.sentMail.update({
          where: { idempotencyKey: entry.idempotencyKey },
          data: { messageId, sentAt: new Date() },
        });
        return 'sent';
      },
      { maxWait: 10_000, timeout: CLAIM_TIMEOUT_MS },
    );
  }
}
