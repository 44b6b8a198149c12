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
export const userKey = (username: string) => `user:${username}`;

/** A progressive delay: from the `free`-th failure within the window on, `baseSeconds` doubling per failure, at most `maxSeconds`. */
export type DelayRule = { free: number; baseSeconds: number; maxSeconds: number; windowSeconds: number };

/**
 * Failed sign-ins in the database, so every API instance shares them (issue 18): per
 * (username, address) pair with a progressive delay, and per address within a window. Per username
 * from any address (issue 35) there is a delay too, so guessing one password from many addresses is
 * slowed; it is capped at a few minutes and never a lock: once it ends, the right password from any address signs in.
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
  recordPairFailure(username: string, ip: string, free: number, windowSeconds: number): Promise<ThrottleRow> {
    return this.recordDelayedFailure(pairKey(username, ip), username, ip, {
      free,
      baseSeconds: PAIR_DELAY_BASE_SECONDS,
      maxSeconds: windowSeconds,
      windowSeconds,
    });
  }

  /** The same for a username from any address (issue 35), with its own free failures, first delay and cap. */
  recordUsernameFailure(username: string, delay: DelayRule): Promise<ThrottleRow> {
    return this.recordDelayedFailure(userKey(username), username, null, delay);
  }

  /**
   * Past its free failures a username admits one attempt per delay, whoever sends it: this attempt takes
   * the slot by moving the delay on to the one its failure would start (atomic, so a burst of parallel
   * guesses gets one through, not all). False when another attempt holds the slot.
   */
  async claimUsernameAttempt(username: string, delay: DelayRule): Promise<boolean> {
    const taken = await this.prisma.$executeRaw`
      UPDATE login_throttles
      SET blocked_until = now() + make_interval(secs => LEAST(${delay.baseSeconds}::float8 * power(2, failures + 1 - ${delay.free}), ${delay.maxSeconds}::float8))
      WHERE key = ${userKey(username)} AND (blocked_until IS NULL OR blocked_until <= now())`;
    return taken === 1;
  }

  private async recordDelayedFailure(
    key: string,
    username: string,
    ip: string | null,
    d: DelayRule,
  ): Promise<ThrottleRow> {
    const [row] = await this.prisma.$queryRaw<ThrottleRow[]>`
      WITH next AS (
        SELECT CASE WHEN t.last_failure_at IS NULL OR t.last_failure_at < now() - make_interval(secs => ${d.windowSeconds})
                    THEN 1 ELSE t.failures + 1 END AS failures
        FROM (SELECT 1) one LEFT JOIN login_throttles t ON t.key = ${key})
      INSERT INTO login_throttles AS l (key, username, ip, failures, window_start, last_failure_at, blocked_until)
      SELECT ${key}, ${username}, ${ip}, next.failures, now(), now(),
             CASE WHEN next.failures >= ${d.free}
                  THEN now() + make_interval(secs => LEAST(${d.baseSeconds}::float8 * power(2, next.failures - ${d.free}), ${d.maxSeconds}::float8))
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
