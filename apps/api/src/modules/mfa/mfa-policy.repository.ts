import { Injectable } from '@nestjs/common';
import { PrismaService, type Tx } from '../../common/prisma/prisma.service.js';

export type MfaPolicyRow = { requireAllStaff: boolean; roles: string[]; updatedAt: Date; updatedBy: string | null };

/** The one row of the second-factor policy (issue 46); no row means the policy is off. */
@Injectable()
export class MfaPolicyRepository {
  constructor(private readonly prisma: PrismaService) {}

  find(tx?: Tx): Promise<MfaPolicyRow | null> {
    return (tx ?? this.prisma).mfaPolicy.findUnique({
      where: { id: 1 },
      select: { requireAllStaff: true, roles: true, updatedAt: true, updatedBy: true },
    });
  }

  /**
   * Runs `work` with the row locked (created when absent) and its state before, so two concurrent
   * changes are applied and audited one after the other.
   */
  withPolicyLock<T>(work: (tx: Tx, before: MfaPolicyRow | null) => Promise<T>): Promise<T> {
    return this.prisma.transaction(async (tx) => {
      // A new row holds the defaults: off.
      await tx.$executeRaw`INSERT INTO mfa_policy (id) VALUES (1) ON CONFLICT (id) DO NOTHING`;
      await tx.$queryRaw`SELECT id FROM mfa_policy WHERE id = 1 FOR UPDATE`;
      return work(tx, await this.find(tx));
    });
  }

  async save(tx: Tx, data: { requireAllStaff: boolean; roles: string[]; updatedBy: string }): Promise<MfaPolicyRow> {
    return tx.mfaPolicy.update({
      where: { id: 1 },
      data: { ...data, updatedAt: new Date() },
      select: { requireAllStaff: true, roles: true, updatedAt: true, updatedBy: true },
    });
  }

  username(id: string): Promise<string | null> {
    return this.prisma.user.findUnique({ where: { id }, select: { username: true } }).then((u) => u?.username ?? null);
  }
}
