import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../common/config/app-config.js';
import { PasswordHasher } from '../auth/password-hasher.js';
import { BootstrapRepository } from './bootstrap.repository.js';

/**
 * Start-up work that must hold on every deployment: the permission catalogue matches
 * packages/shared, and an empty database gets its first administrator from configuration.
 */
@Injectable()
export class BootstrapService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Bootstrap');

  constructor(
    private readonly repo: BootstrapRepository,
    private readonly hasher: PasswordHasher,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.repo.ensurePermissions();
    await this.createFirstAdmin();
  }

  private async createFirstAdmin(): Promise<void> {
    const admin = this.config.admin;
    if (!admin || (await this.repo.hasUsers())) return;
    await this.repo.createAdministrator({
      username: admin.username.toLowerCase(),
      email: admin.email.toLowerCase(),
      passwordHash: await this.hasher.hash(admin.password),
    });
    this.logger.log(`Created the first administrator "${admin.username}"`);
  }
}
