import { Injectable } from '@nestjs/common';
import { PERMISSIONS } from '@freight/shared';
import { PrismaService } from '../../common/prisma/prisma.service.js';

/** The start-up writes: the permission catalogue and the first administrator. */
@Injectable()
export class BootstrapRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Adds the permissions packages/shared names that the catalogue lacks. */
  async ensurePermissions(): Promise<void> {
    await this.prisma.permission.createMany({ data: PERMISSIONS.map((name) => ({ name })), skipDuplicates: true });
  }

  async hasUsers(): Promise<boolean> {
    return (await this.prisma.user.count({ take: 1 })) > 0;
  }

  /** An administrator holding every permission. */
  async createAdministrator(a: { username: string; email: string; passwordHash: string }): Promise<void> {
    await this.prisma.user.create({
      data: {
        code: 'ADM',
        name: 'Administrator',
        username: a.username,
        email: a.email,
        passwordHash: a.passwordHash,
        role: 'administrator',
        permissions: { create: PERMISSIONS.map((permission) => ({ permission })) },
      },
      select: { id: true },
    });
  }
}
