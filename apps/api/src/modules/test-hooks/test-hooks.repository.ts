import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../common/prisma/prisma.service.js';

/** The test-only slow statement, on either path a read of the app takes. */
@Injectable()
export class TestHooksRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Sleeps in PostgreSQL: through Prisma, or straight through the pg pool (PreparedReads' path). */
  async sleep(seconds: number, via: 'prisma' | 'pool'): Promise<void> {
    if (via === 'pool') await this.prisma.pool.query('SELECT pg_sleep($1::float8)::text', [seconds]);
    else await this.prisma.$queryRaw`SELECT pg_sleep(${seconds}::float8)::text AS slept`;
  }
}
