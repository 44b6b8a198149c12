import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { PERMISSIONS } from '@freight/shared';
import { APP_CONFIG, type AppConfig } from '../../common/config/app-config.js';
import { PrismaService } from '../../common/prisma/prisma.service.js';
import { PasswordHasher } from '../auth/password-hasher.js';

/**
 * Start-up work that must hold on every deployment: the permission catalogue matches
 * packages/shared, and an empty database gets its first administrator from configuration.
 */
@Injectable()
export class BootstrapService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Bootstrap');

  constructor(
    private readonly prisma: PrismaService,
    private readonly hasher: PasswordHasher,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.prisma.permission.createMany({ data: PERMISSIONS.map((name) => ({ name })), skipDuplicates: true });
    await this.createFirstAdmin();
  }

  private async createFirstAdmin(): Promise<void> {
    const admin = this.config.admin;
    if (!admin || (await this.prisma.user.count()) > 0) return;
    await this.prisma.user.create({
      data: {
        code: 'ADM',
        name: 'Administrator',
        username: admin.username.toLowerCase(),
        email: admin.email.toLowerCase(),
        passwordHash: await this.hasher.hash(admin.password),
        role: 'administrator',
        permissions: { create: PERMISSIONS.map((permission) => ({ permission })) },
      },
    });
    this.logger.log(`Created the first administrator "${admin.username}"`);
  }
}
