import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../common/prisma/prisma.service.js';

/** Failed sign-ins per key within a sliding-start window, in the database so every API instance shares it. */
@Injectable()
export class LoginThrottleRepository {
  constructor(private readonly prisma: PrismaService) {}

  async failuresWithin(keys: string[], windowSeconds: number): Promise<Map<string, number>> {
    const since = new Date(Date.now() - windowSeconds * 1000);
    const rows = await this.prisma.loginThrottle.findMany({
      where: { key: { in: keys }, windowStart: { gte: since } },
      select: { key: true, failures: true },
    });
    return new Map(rows.map((r) => [r.key, r.failures]));
  }

  /** Atomic increment; a window older than `windowSeconds` restarts at 1. */
  async recordFailure(key: string, windowSeconds: number): Promise<void> {
    await this.prisma.$executeRaw`
      INSERT INTO login_throttles (key, failures, window_start)
      VALUES (${key}, 1, now())
      ON CONFLICT (key) DO UPDATE SET
        failures = CASE WHEN login_throttles.window_start < now() - make_interval(secs => ${windowSeconds}) THEN 1 ELSE login_throttles.failures + 1 END,
        window_start = CASE WHEN login_throttles.window_start < now() - make_interval(secs => ${windowSeconds}) THEN now() ELSE login_throttles.window_start END`;
  }

  async clear(key: string): Promise<void> {
    await this.prisma.loginThrottle.deleteMany({ where: { key } });
  }
}
