import { Injectable } from '@nestjs/common';
import { prepared, PreparedReads } from '../../common/prisma/prepared-reads.js';
import { PrismaService, type Tx } from '../../common/prisma/prisma.service.js';
import type { Language } from '../../generated/prisma/client.js';

/** What one request needs of its session and user, read in one statement. */
export type SessionUserRow = {
  endedAt: Date | null;
  lastSeenAt: Date;
  userId: string;
  code: string;
  name: string;
  email: string;
  username: string;
  active: boolean;
  webAccess: boolean;
  clientId: string | null;
  isThirdParty: boolean;
  timeZone: string;
  language: Language;
  mustChangePassword: boolean;
  mfaEnrolmentOnly: boolean;
  permissions: string[];
};

/** Every signed-in request runs this: a prepared read (see PreparedReads). */
const SESSION_WITH_USER = prepared(
  'session_with_user',
  `SELECT s.ended_at AS "endedAt", s.last_seen_at AS "lastSeenAt",
          u.id AS "userId", u.code, u.name, u.email, u.username, u.active, u.web_access AS "webAccess",
          u.client_id AS "clientId", u.is_third_party AS "isThirdParty", u.time_zone AS "timeZone",
          u.language::text AS language, u.must_change_password AS "mustChangePassword",
          s.mfa_enrolment_only AS "mfaEnrolmentOnly",
          COALESCE(ARRAY(SELECT p.permission FROM user_permissions p WHERE p.user_id = u.id), '{}') AS permissions
   FROM sessions s JOIN users u ON u.id = s.user_id
   WHERE s.id = $1::uuid`,
);

export type SessionStart = {
  userId: string;
  expiresAt: Date;
  ip: string | null;
  userAgent: string | null;
  /** Issue 46: signed in under the second-factor policy without a factor (enrolment routes only). */
  mfaEnrolmentOnly?: boolean;
};

/** Server-side sessions (issue 18): every staff token names one row here. */
@Injectable()
export class SessionsRepository {
  constructor(
    private readonly prisma: PrismaService,
    private readonly reads: PreparedReads,
  ) {}

  async start(data: SessionStart): Promise<string> {
    const row = await this.prisma.session.create({ data, select: { id: true } });
    return row.id;
  }

  /**
   * The per-request check: the session by primary key, its user by primary key and the user's
   * current permissions by the (user_id, permission) key, in one round trip.
   */
  async findWithUser(sessionId: string): Promise<SessionUserRow | null> {
    const rows = await this.reads.rows<SessionUserRow>(SESSION_WITH_USER, [sessionId]);
    return rows[0] ?? null;
  }

  /** Conditional, so concurrent requests of one session write at most once per interval. */
  async touch(sessionId: string, olderThanSeconds: number): Promise<void> {
    await this.prisma.$executeRaw`
      UPDATE sessions SET last_seen_at = now()
      WHERE id = ${sessionId}::uuid AND ended_at IS NULL
        AND last_seen_at < now() - make_interval(secs => ${olderThanSeconds})`;
  }

  /** Ends the open sessions of a user (all, or all but one) and answers the ids ended. */
  async endForUser(userId: string, reason: string, exceptSessionId: string | null, tx?: Tx): Promise<string[]> {
    const db = tx ?? this.prisma;
    const rows = exceptSessionId
      ? await db.$queryRaw<{ id: string }[]>`
          UPDATE sessions SET ended_at = now(), end_reason = ${reason}
          WHERE user_id = ${userId}::uuid AND ended_at IS NULL AND id <> ${exceptSessionId}::uuid RETURNING id`
      : await db.$queryRaw<{ id: string }[]>`
          UPDATE sessions SET ended_at = now(), end_reason = ${reason}
          WHERE user_id = ${userId}::uuid AND ended_at IS NULL RETURNING id`;
    return rows.map((r) => r.id);
  }

  /** Ends one session; answers whether it was still open. */
  async endOne(sessionId: string, reason: string): Promise<boolean> {
    const n = await this.prisma.$executeRaw`
      UPDATE sessions SET ended_at = now(), end_reason = ${reason}
      WHERE id = ${sessionId}::uuid AND ended_at IS NULL`;
    return n > 0;
  }

  countOpen(userId: string): Promise<number> {
    return this.prisma.session.count({ where: { userId, endedAt: null, expiresAt: { gt: new Date() } } });
  }
}
