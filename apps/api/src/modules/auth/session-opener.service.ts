import { Injectable } from '@nestjs/common';
import type { LoginResponse, Permission } from '@freight/shared';
import { AuditService } from '../audit/audit.service.js';
import { SessionsService, type SessionEndReason } from '../sessions/sessions.service.js';
import { UsersService } from '../users/users.service.js';
import { SessionTokenService } from './session-token.service.js';

/** Who a full session is opened for: the token's claims plus the flags sign-in answers with. */
export type SessionSubject = {
  id: string;
  email: string;
  username: string;
  code: string;
  name: string;
  permissions: Permission[];
  mustChangePassword?: boolean;
};

/** A session this one replaces (the enrolment-only session of a sign-in held by the policy). */
export type Replaced = { sessionId: string; reason: SessionEndReason };

/**
 * The end of every successful sign-in (password alone, password and a second factor, or enrolment under
 * the second-factor policy): a full session, the last sign-in recorded, `login.success` audited and the
 * session token. The caller forgets the failed attempts first, where a password was typed.
 */
@Injectable()
export class SessionOpener {
  constructor(
    private readonly sessions: SessionsService,
    private readonly tokens: SessionTokenService,
    private readonly users: UsersService,
    private readonly audit: AuditService,
  ) {}

  async open(
    user: SessionSubject,
    ip: string,
    userAgent: string | null,
    replaces: Replaced | null = null,
  ): Promise<LoginResponse> {
    const expiresAt = this.tokens.expiry();
    const sessionId = await this.sessions.start({
      userId: user.id,
      expiresAt,
      ip,
      userAgent: userAgent?.slice(0, 500) ?? null,
    });
    if (replaces) await this.sessions.endOne(user.id, replaces.sessionId, replaces.reason);
    await this.users.recordLogin(user.id, new Date());
    await this.audit.record(user, 'session', sessionId, 'login.success', {}, undefined, { ip });
    return {
      access_token: this.tokens.issue(user, sessionId, expiresAt),
      mustChangePassword: user.mustChangePassword ?? false,
    };
  }

  /** A sign-in held at enrolment by the policy: once a factor is enrolled, a full session replaces the enrolment-only one. */
  afterEnrolment(
    user: SessionSubject & { sessionId?: string },
    ip: string,
    userAgent: string | null,
  ): Promise<LoginResponse> {
    const replaces = user.sessionId ? { sessionId: user.sessionId, reason: 'mfa-enrolled' as const } : null;
    return this.open(user, ip, userAgent, replaces);
  }
}
