import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../common/prisma/prisma.service.js';

/** The first delay once a pair has used its free failures; it doubles per further failure. */
export const PAIR_DELAY_BASE_SECONDS = 30;

export type ThrottleRow = {
  key: string;
  username: string | null;
  ip: string | null;
  failures: number;
  windowStart: Date;
  blockedUntil: Date | null;
  lastFailureAt: Date | null;
};

export const pairKey = (username: string, ip: string) => `pair:${username}\n${ip}`;
export const ipKey = (ip: string) => `ip:${ip}`;

/**
 * Failed sign-ins in the database, so every API instance shares them (issue 18): per
 * (username, address) pair with a progressive delay, and per address within a window.
 * Nothing is counted per username alone, so nobody can lock someone else's account.
 */
@Injectable()
export class LoginThrottleRepository {
  constructor(private readonly prisma: PrismaService) {}

  find(keys: string[]): Promise<ThrottleRow[]> {
    return this.prisma.loginThrottle.findMany({ where: { key: { in: keys } } });
  }

  /**
   * Atomic. A pair quiet for `windowSeconds` starts again at 1; from the `free`-th failure on it is
   * delayed 30 s, doubling per failure, at most `windowSeconds`. Answers the new row.
   */
  async recordPairFailure(username: string, ip: string, free: number, windowSeconds: number): Promise<ThrottleRow> {
    const key = pairKey(username, ip);
    const [row] = await this.prisma.$queryRaw<ThrottleRow[]>`
      WITH next AS (
        SELECT CASE WHEN t.last_failure_at IS NULL OR t.last_failure_at < now() - make_interval(secs => ${windowSeconds})
                    THEN 1 ELSE t.failures + 1 END AS failures
        FROM (SELECT 1) one LEFT JOIN login_throttles t ON t.key = ${key})
      INSERT INTO login_throttles AS l (key, username, ip, failures, window_start, last_failure_at, blocked_until)
      SELECT ${key}, ${username}, ${ip}, next.failures, now(), now(),
             CASE WHEN next.failures >= ${free}
                  THEN now() + make_interval(secs => LEAST(${PAIR_DELAY_BASE_SECONDS}::float8 * power(2, next.failures - ${free}), ${windowSeconds}::float8))
             END
      FROM next
      ON CONFLICT (key) DO UPDATE SET
        failures = EXCLUDED.failures, last_failure_at = now(), blocked_until = EXCLUDED.blocked_until,
        window_start = CASE WHEN EXCLUDED.failures = 1 THEN now() ELSE l.window_start END
      RETURNING key, username, ip, failures, window_start AS "windowStart", blocked_until AS "blockedUntil",
                last_failure_at AS "lastFailureAt"`;
    return row;
  }

  /** Atomic increment of an address's failures; a window older than `windowSeconds` restarts at 1. */
  async recordIpFailure(ip: string, windowSeconds: number): Promise<void> {
    const key = ipKey(ip);
    await this.prisma.$executeRaw`
      INSERT INTO login_throttles (key, ip, failures, window_start, last_failure_at)
      VALUES (${key}, ${ip}, 1, now(), now())
      ON CONFLICT (key) DO UPDATE SET
        failures = CASE WHEN login_throttles.window_start < now() - make_interval(secs => ${windowSeconds}) THEN 1 ELSE login_throttles.failures + 1 END,
        window_start = CASE WHEN login_throttles.window_start < now() - make_interval(secs => ${windowSeconds}) THEN now() ELSE login_throttles.window_start END,
        last_failure_at = now()`;
  }

  /** Counters worth an administrator's look: failures within the window, newest first. */
  recent(windowSeconds: number, limit = 200): Promise<ThrottleRow[]> {
    return this.prisma.loginThrottle.findMany({
      where: {
        OR: [{ key: { startsWith: 'pair:' } }, { key: { startsWith: 'ip:' } }],
        lastFailureAt: { gte: new Date(Date.now() - windowSeconds * 1000) },
      },
      orderBy: [{ lastFailureAt: 'desc' }],
      take: limit,
    });
  }

  async clear(key: string): Promise<number> {
    return (await this.prisma.loginThrottle.deleteMany({ where: { key } })).count;
  }
}
