import { Injectable } from '@nestjs/common';
import { PrismaService, type Tx } from '../../common/prisma/prisma.service.js';

export type ImapCursor = { uidValidity: bigint; lastUid: bigint };

export type ImapMail = {
  envelopeFrom: string | null;
  envelopeTo: string[];
  raw: Uint8Array<ArrayBuffer>;
  /** Over INBOUND_MAX_BYTES: `raw` holds only its headers (a stub for triage), this its size. */
  tooLargeBytes?: number;
};

/**
 * How far each IMAP mailbox has been read (issue 42). A mail is stored and the cursor moved past it in
 * one transaction, under the cursor row's lock: a crash before the commit reads it again, after the
 * commit never; two instances reading the same mailbox store it once.
 */
@Injectable()
export class InboundImapRepository {
  constructor(private readonly prisma: PrismaService) {}

  async cursor(mailbox: string): Promise<ImapCursor | null> {
    return this.prisma.inboundImapCursor.findUnique({
      where: { mailbox },
      select: { uidValidity: true, lastUid: true },
    });
  }

  /** Stores the mail with that UID unless the cursor is already past it; true when stored. */
  async store(mailbox: string, uidValidity: bigint, uid: number, mail: ImapMail | null): Promise<boolean> {
    return this.prisma.transaction(async (tx) => {
      if (!(await this.claim(tx, mailbox, uidValidity, BigInt(uid)))) return false;
      if (mail) await tx.inboundRawMail.create({ data: { channel: 'imap', ...mail }, select: { id: true } });
      return mail !== null;
    });
  }

  /** Locks the cursor and moves it to `uid` when that is new (a new UIDVALIDITY starts it again). */
  private async claim(tx: Tx, mailbox: string, uidValidity: bigint, uid: bigint): Promise<boolean> {
    await tx.$executeRaw`
      INSERT INTO inbound_imap_cursors (mailbox, uid_validity, last_uid, updated_at)
      VALUES (${mailbox}, ${uidValidity}, 0, now()) ON CONFLICT (mailbox) DO NOTHING`;
    const [row] = await tx.$queryRaw<{ uid_validity: bigint; last_uid: bigint }[]>`
      SELECT uid_validity, last_uid FROM inbound_imap_cursors WHERE mailbox = ${mailbox} FOR UPDATE`;
    if (row.uid_validity === uidValidity && row.last_uid >= uid) return false;
    await tx.$executeRaw`
      UPDATE inbound_imap_cursors SET uid_validity = ${uidValidity}, last_uid = ${uid}, updated_at = now()
      WHERE mailbox = ${mailbox}`;
    return true;
  }
}
