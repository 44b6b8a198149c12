import { Injectable } from '@nestjs/common';
import type { Prisma } from '../../generated/prisma/client.js';
import { PrismaService, type Tx } from '../../common/prisma/prisma.service.js';

export type SsoSettingsRow = {
  enabled: boolean;
  issuer: string;
  clientId: string;
  clientSecretSealed: string;
  providerName: string;
  scopes: string;
  groupsClaim: string;
  groupMappingEnabled: boolean;
  groupPermissions: Prisma.JsonValue;
  passwordSignInOff: boolean;
  updatedAt: Date;
  updatedBy: string | null;
};
export type SsoSettingsData = Omit<SsoSettingsRow, 'updatedAt' | 'groupPermissions'> & {
  groupPermissions: Record<string, string[]>;
  updatedBy: string;
};

const SELECT = {
  enabled: true,
  issuer: true,
  clientId: true,
  clientSecretSealed: true,
  providerName: true,
  scopes: true,
  groupsClaim: true,
  groupMappingEnabled: true,
  groupPermissions: true,
  passwordSignInOff: true,
  updatedAt: true,
  updatedBy: true,
} as const;

/** The one row of the administrators' single sign-on configuration (issue 46); no row: the OIDC_* variables apply. */
@Injectable()
export class SsoSettingsRepository {
  constructor(private readonly prisma: PrismaService) {}

  find(tx?: Tx): Promise<SsoSettingsRow | null> {
    return (tx ?? this.prisma).ssoSettings.findUnique({ where: { id: 1 }, select: SELECT });
  }

  /**
   * Runs `work` with the row locked and its state before (null: never saved), so two concurrent saves
   * are applied and audited one after the other. A first save takes a transaction-scoped advisory lock,
   * as there is no row yet to lock.
   */
  withLock<T>(work: (tx: Tx, before: SsoSettingsRow | null) => Promise<T>): Promise<T> {
    return this.prisma.transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('sso_settings'))`;
      return work(tx, await this.find(tx));
    });
  }

  save(tx: Tx, data: SsoSettingsData): Promise<SsoSettingsRow> {
    const row = { ...data, updatedAt: new Date() };
    return tx.ssoSettings.upsert({ where: { id: 1 }, create: row, update: row, select: SELECT });
  }

  async remove(tx: Tx): Promise<void> {
    await tx.ssoSettings.deleteMany({ where: { id: 1 } });
  }

  username(id: string): Promise<string | null> {
    return this.prisma.user.findUnique({ where: { id }, select: { username: true } }).then((u) => u?.username ?? null);
  }
}
