import { Injectable } from '@nestjs/common';
import { ADMINISTRATOR_PERMISSION, type Permission } from '@freight/shared';
import type { UserDto } from '@freight/shared/dto';
import { isDuplicate } from '../../common/prisma/db-refusal.js';
import { PrismaService, type Tx } from '../../common/prisma/prisma.service.js';
import type { Prisma } from '../../generated/prisma/client.js';

const detailSelect = {
  id: true,
  code: true,
  name: true,
  email: true,
  username: true,
  language: true,
  role: true,
  webAccess: true,
  active: true,
  isCommercial: true,
  isManager: true,
  isThirdParty: true,
  clientId: true,
  client: { select: { tradeName: true } },
  relatedCommercials: { select: { id: true } },
  permissions: { select: { permission: true } },
  totpFactor: { select: { confirmedAt: true } },
  _count: { select: { passkeys: true } },
  mustChangePassword: true,
  passwordSentAt: true,
  passwordSentBy: true,
  lastLoginAt: true,
  createdAt: true,
  createdBy: true,
  updatedAt: true,
  updatedBy: true,
} as const satisfies Prisma.UserSelect;

export type UserDetailRow = Prisma.UserGetPayload<{ select: typeof detailSelect }>;

/** The columns a user row gets from the form (permissions and related commercials are separate rows). */
export type UserColumns = Omit<UserDto, 'permissions' | 'relatedCommercialIds' | 'username'> & { username: string };

// One lock for every change that could leave no active administrator: two admins deactivating
// each other at the same moment are serialised, so the second sees the first's change.
const ADMINISTRATORS_LOCK = 'users:administrators';

/** Writes of the users administration (create, edit, activation, one-time passwords). */
@Injectable()
export class UserAdminRepository {
  constructor(private readonly prisma: PrismaService) {}

  findDetail(id: string, tx: Tx | PrismaService = this.prisma) {
    return tx.user.findUnique({ where: { id }, select: detailSelect });
  }

  /** Active commercials, by name: what a manager may be related to. */
  commercials() {
    return this.prisma.user.findMany({
      where: { active: true, isCommercial: true },
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
      select: { id: true, code: true, name: true },
    });
  }

  clientExists(id: string) {
    return this.prisma.client.findUnique({ where: { id }, select: { id: true } });
  }

  /** Runs `work` holding the administrators lock, inside one transaction. */
  withAdministratorsLock<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.prisma.transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${ADMINISTRATORS_LOCK}))`;
      return work(tx);
    });
  }

  /** Active users with web access holding UPDATE_USER, other than `exceptId`. */
  otherActiveAdministrators(tx: Tx, exceptId: string) {
    return tx.user.count({
      where: {
        id: { not: exceptId },
        active: true,
        webAccess: true,
        permissions: { some: { permission: ADMINISTRATOR_PERMISSION } },
      },
    });
  }

  async create(
    tx: Tx,
    data: UserColumns,
    permissions: Permission[],
    relatedCommercialIds: string[],
    passwordHash: string,
    by: string,
  ) {
    const row = await tx.user.create({
      data: {
        ...data,
        passwordHash,
        createdBy: by,
        updatedBy: by,
        relatedCommercials: { connect: relatedCommercialIds.map((id) => ({ id })) },
      },
      select: { id: true },
    });
    await tx.userPermission.createMany({
      data: permissions.map((permission) => ({ userId: row.id, permission, createdBy: by })),
    });
    return row.id;
  }

  async update(
    tx: Tx,
    id: string,
    data: UserColumns,
    permissions: Permission[],
    relatedCommercialIds: string[],
    by: string,
  ) {
    await tx.user.update({
      where: { id },
      data: { ...data, updatedBy: by, relatedCommercials: { set: relatedCommercialIds.map((cid) => ({ id: cid })) } },
      select: { id: true },
    });
    await tx.userPermission.deleteMany({ where: { userId: id, permission: { notIn: permissions } } });
    await tx.userPermission.createMany({
      data: permissions.map((permission) => ({ userId: id, permission, createdBy: by })),
      skipDuplicates: true,
    });
  }

  setActive(tx: Tx, id: string, active: boolean, by: string) {
    return tx.user.update({ where: { id }, data: { active, updatedBy: by }, select: { id: true } });
  }

  /** A new one-time password: the old one stops working and the next sign-in must change it. */
  /** Runs `work` in one transaction. */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.prisma.transaction(work);
  }

  setOneTimePassword(tx: Tx, id: string, passwordHash: string, by: string, at: Date) {
    return tx.user.update({
      where: { id },
      data: { passwordHash, mustChangePassword: true, passwordSentAt: at, passwordSentBy: by, updatedBy: by },
      select: { id: true, name: true, email: true, username: true, language: true },
    });
  }

  findPasswordHash(id: string) {
    return this.prisma.user.findUnique({ where: { id }, select: { passwordHash: true } });
  }

  /** The user's own change: clears the one-time flag. */
  setOwnPassword(id: string, passwordHash: string) {
    return this.prisma.user.update({
      where: { id },
      data: { passwordHash, mustChangePassword: false, updatedBy: id },
      select: { id: true },
    });
  }

  async userNames(ids: (string | null)[]): Promise<Map<string, string>> {
    const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
    if (wanted.length === 0) return new Map();
    const rows = await this.prisma.user.findMany({ where: { id: { in: wanted } }, select: { id: true, name: true } });
    return new Map(rows.map((r) => [r.id, r.name]));
  }
}

/** The unique column a failed write ran into (code, email or username), or null for another error. */
export function takenField(error: unknown): string | null {
  if (!isDuplicate(error)) return null;
  const { meta, message } = error as { meta?: unknown; message?: string };
  const text = JSON.stringify(meta ?? {}) + (message ?? '');
  return ['email', 'username', 'code'].find((f) => text.includes(f)) ?? 'code';
}
