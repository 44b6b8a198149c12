import { Injectable } from '@nestjs/common';
import { parseAuthorities, type RoleSource } from '@freight/shared';
import { PrismaService, type Tx } from '../../common/prisma/prisma.service.js';

export type TotpFactorRow = {
  id: string;
  userId: string;
  secretEncrypted: string;
  confirmedAt: Date | null;
  lastTimeStep: number | null;
};

/** Second factors and recovery codes (issue 46). */
@Injectable()
export class MfaRepository {
  constructor(private readonly prisma: PrismaService) {}

  findFactor(userId: string, tx?: Tx): Promise<TotpFactorRow | null> {
    return (tx ?? this.prisma).userTotpFactor.findUnique({ where: { userId } });
  }

  /** A new pending factor, replacing a pending one (an active one is refused before this). */
  async startPending(userId: string, secretEncrypted: string): Promise<void> {
    await this.prisma.userTotpFactor.upsert({
      where: { userId },
      create: { userId, secretEncrypted },
      update: { secretEncrypted, confirmedAt: null, lastTimeStep: null, createdAt: new Date() },
    });
  }

  /**
   * Records that a code of `timeStep` was accepted, atomically: false when that step (or a later one)
   * was already used, so a code works once even under parallel requests.
   */
  async claimTimeStep(userId: string, timeStep: number, tx?: Tx): Promise<boolean> {
    const db = tx ?? this.prisma;
    const n = await db.$executeRaw`
      UPDATE user_totp_factors SET last_time_step = ${timeStep}
      WHERE user_id = ${userId}::uuid AND (last_time_step IS NULL OR last_time_step < ${timeStep})`;
    return n === 1;
  }

  /** Activates the pending factor and stores the recovery codes' hashes, in one transaction. */
  confirm(userId: string, timeStep: number, codeHashes: string[]): Promise<boolean> {
    return this.prisma.transaction(async (tx) => {
      if (!(await this.claimTimeStep(userId, timeStep, tx))) return false;
      await tx.userTotpFactor.update({ where: { userId }, data: { confirmedAt: new Date() } });
      await tx.userRecoveryCode.deleteMany({ where: { userId } });
      await tx.userRecoveryCode.createMany({ data: codeHashes.map((codeHash) => ({ userId, codeHash })) });
      return true;
    });
  }

  /** Replaces the user's recovery codes (used or not) by these hashes, in one transaction. */
  async replaceRecoveryCodes(userId: string, codeHashes: string[]): Promise<void> {
    await this.prisma.transaction(async (tx) => {
      await tx.userRecoveryCode.deleteMany({ where: { userId } });
      await tx.userRecoveryCode.createMany({ data: codeHashes.map((codeHash) => ({ userId, codeHash })) });
    });
  }

  unusedRecoveryCodes(userId: string): Promise<{ id: string; codeHash: string }[]> {
    return this.prisma.userRecoveryCode.findMany({
      where: { userId, usedAt: null },
      select: { id: true, codeHash: true },
    });
  }

  /** Marks a recovery code used; false when a parallel request used it first. */
  async useRecoveryCode(id: string): Promise<boolean> {
    const { count } = await this.prisma.userRecoveryCode.updateMany({
      where: { id, usedAt: null },
      data: { usedAt: new Date() },
    });
    return count === 1;
  }

  /** Removes the factor and its recovery codes; answers whether there was an active factor. */
  remove(userId: string): Promise<boolean> {
    return this.prisma.transaction(async (tx) => {
      const { count } = await tx.userTotpFactor.deleteMany({ where: { userId, confirmedAt: { not: null } } });
      await tx.userTotpFactor.deleteMany({ where: { userId } });
      await tx.userRecoveryCode.deleteMany({ where: { userId } });
      return count > 0;
    });
  }

  /** Removes the user's time-based factor (active or pending) in the caller's transaction. */
  async removeTotp(tx: Tx, userId: string): Promise<void> {
    await tx.userTotpFactor.deleteMany({ where: { userId } });
  }

  /** Removes the user's recovery codes, used or not, in the caller's transaction; answers how many were unused. */
  async removeRecoveryCodes(tx: Tx, userId: string): Promise<number> {
    const unused = await tx.userRecoveryCode.count({ where: { userId, usedAt: null } });
    await tx.userRecoveryCode.deleteMany({ where: { userId } });
    return unused;
  }

  /** What the second-factor policy reads of a user: flags and permissions. */
  async roleSource(userId: string): Promise<RoleSource | null> {
    const u = await this.prisma.user.findUnique({
      where: { id: userId },
      select: {
        isCommercial: true,
        isManager: true,
        isThirdParty: true,
        permissions: { select: { permission: true } },
      },
    });
    if (!u) return null;
    return { ...u, permissions: parseAuthorities(u.permissions.map((p) => p.permission).join(',')) };
  }

  userExists(userId: string): Promise<{ id: string; username: string } | null> {
    return this.prisma.user.findUnique({ where: { id: userId }, select: { id: true, username: true } });
  }

  passwordHash(userId: string): Promise<string | null> {
    return this.prisma.user
      .findUnique({ where: { id: userId }, select: { passwordHash: true } })
      .then((u) => u?.passwordHash ?? null);
  }

  email(userId: string): Promise<string | null> {
    return this.prisma.user
      .findUnique({ where: { id: userId }, select: { email: true } })
      .then((u) => u?.email ?? null);
  }
}
