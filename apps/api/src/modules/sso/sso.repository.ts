import { Injectable } from '@nestjs/common';
import type { Permission } from '@freight/shared';
import { PrismaService } from '../../common/prisma/prisma.service.js';

const SELECT = {
  id: true,
  code: true,
  name: true,
  email: true,
  username: true,
  active: true,
  webAccess: true,
  mustChangePassword: true,
  isCommercial: true,
  isManager: true,
  isThirdParty: true,
  oidcIssuer: true,
  oidcSubject: true,
  permissions: { select: { permission: true } },
} as const;

/** Portal users as single sign-on finds them (issue 46). */
@Injectable()
export class SsoRepository {
  constructor(private readonly prisma: PrismaService) {}

  findBySubject(issuer: string, subject: string) {
    return this.prisma.user.findUnique({
      where: { oidcIssuer_oidcSubject: { oidcIssuer: issuer, oidcSubject: subject } },
      select: SELECT,
    });
  }

  findByEmail(email: string) {
    return this.prisma.user.findFirst({
      where: { email: { equals: email.trim(), mode: 'insensitive' } },
      select: SELECT,
    });
  }

  async link(userId: string, issuer: string, subject: string): Promise<void> {
    await this.prisma.user.update({ where: { id: userId }, data: { oidcIssuer: issuer, oidcSubject: subject } });
  }

  /** The group mapping's changes in one transaction. */
  async changePermissions(userId: string, grant: Permission[], revoke: Permission[]): Promise<void> {
    await this.prisma.transaction(async (tx) => {
      await tx.userPermission.deleteMany({ where: { userId, permission: { in: revoke } } });
      await tx.userPermission.createMany({
        data: grant.map((permission) => ({ userId, permission })),
        skipDuplicates: true,
      });
    });
  }
}
