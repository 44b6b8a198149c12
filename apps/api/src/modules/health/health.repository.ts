import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../common/prisma/prisma.service.js';

/** What the health checks read of the database. */
@Injectable()
export class HealthRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Resolves when the database answers a statement; rejects when it does not. */
  async ping(): Promise<true> {
    await this.prisma.$queryRaw`SELECT 1`;
    return true;
  }

  /** The migrations the database has applied (finished, not rolled back). */
  async appliedMigrations(): Promise<string[]> {
    const rows = await this.prisma.$queryRaw<{ name: string }[]>`
      SELECT migration_name AS name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`;
    return rows.map((r) => r.name);
  }

  /** The newest recorded backup, or null. */
  lastBackup() {
    return this.prisma.backupRun.findFirst({ orderBy: { finishedAt: 'desc' } });
  }
}
