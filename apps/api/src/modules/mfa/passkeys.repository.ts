import { Injectable } from '@nestjs/common';
import { PrismaService, type Tx } from '../../common/prisma/prisma.service.js';

export type PasskeyRow = {
  id: string;
  userId: string;
  credentialId: string;
  publicKey: Uint8Array;
  counter: bigint;
  transports: string[];
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
};

export type ChallengePurpose = 'register' | 'sign-in';

/** Passkeys (WebAuthn credentials) and the challenges waiting for an authenticator's answer (issue 46). */
@Injectable()
export class PasskeysRepository {
  constructor(private readonly prisma: PrismaService) {}

  list(userId: string): Promise<PasskeyRow[]> {
    return this.prisma.userPasskey.findMany({ where: { userId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  }

  count(userId: string, tx?: Tx): Promise<number> {
    return (tx ?? this.prisma).userPasskey.count({ where: { userId } });
  }

  findByCredential(userId: string, credentialId: string): Promise<PasskeyRow | null> {
    return this.prisma.userPasskey.findFirst({ where: { userId, credentialId } });
  }

  findOne(userId: string, id: string): Promise<PasskeyRow | null> {
    return this.prisma.userPasskey.findFirst({ where: { userId, id } });
  }

  create(data: {
    userId: string;
    credentialId: string;
    publicKey: Uint8Array<ArrayBuffer>;
    counter: number;
    transports: string[];
    name: string;
  }): Promise<PasskeyRow> {
    return this.prisma.userPasskey.create({ data: { ...data, counter: BigInt(data.counter) } });
  }

  /**
   * Records a sign-in with the passkey and its new signature counter, atomically: false when a parallel
   * sign-in moved the counter first (a counter that does not grow is only accepted from authenticators
   * that keep none, at 0).
   */
  async used(id: string, newCounter: number): Promise<boolean> {
    const counter = BigInt(newCounter);
    const n = await this.prisma.$executeRaw`
      UPDATE user_passkeys SET counter = ${counter}, last_used_at = now()
      WHERE id = ${id}::uuid AND (counter < ${counter} OR (counter = 0 AND ${counter} = 0))`;
    return n === 1;
  }

  /** Runs `work` in one transaction, holding the user's row: two removals of the same user's factors run one after the other. */
  transactionForUser<T>(userId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.prisma.transaction(async (tx) => {
      // NO KEY UPDATE: rows that only reference the user (sessions, audit) are not held up.
      await tx.$queryRaw`SELECT 1 FROM users WHERE id = ${userId}::uuid FOR NO KEY UPDATE`;
      return work(tx);
    });
  }

  async remove(userId: string, id: string, tx?: Tx): Promise<boolean> {
    const { count } = await (tx ?? this.prisma).userPasskey.deleteMany({ where: { userId, id } });
    return count === 1;
  }

  /** Every passkey of the user (an administrator's reset); answers how many there were. */
  async removeAll(userId: string): Promise<number> {
    await this.prisma.webauthnChallenge.deleteMany({ where: { userId } });
    const { count } = await this.prisma.userPasskey.deleteMany({ where: { userId } });
    return count;
  }

  /** Stores a challenge; the user's expired ones go at the same time. */
  async saveChallenge(
    userId: string,
    purpose: ChallengePurpose,
    challenge: string,
    expiresAt: Date,
    binding: string | null,
  ): Promise<void> {
    await this.prisma.webauthnChallenge.deleteMany({ where: { userId, expiresAt: { lt: new Date() } } });
    await this.prisma.webauthnChallenge.create({ data: { userId, purpose, challenge, expiresAt, binding } });
  }

  /**
   * Takes a challenge, once: it is deleted as it is read, so a replayed answer finds nothing; false when
   * it is unknown, of another user, purpose or sign-in, or expired (false).
   */
  async takeChallenge(
    userId: string,
    purpose: ChallengePurpose,
    challenge: string,
    binding: string | null,
  ): Promise<boolean> {
    const rows = await this.prisma.$queryRaw<{ id: string }[]>`
      DELETE FROM webauthn_challenges
      WHERE challenge = ${challenge} AND user_id = ${userId}::uuid AND purpose = ${purpose}
        AND binding IS NOT DISTINCT FROM ${binding} AND expires_at > now()
      RETURNING id`;
    return rows.length === 1;
  }
}
