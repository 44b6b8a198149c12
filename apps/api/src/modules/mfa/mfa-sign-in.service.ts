import { Injectable } from '@nestjs/common';
import type { LoginResponse } from '@freight/shared';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AuditService } from '../audit/audit.service.js';
import { SessionTokenService } from '../auth/session-token.service.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { UsersService } from '../users/users.service.js';

/**
 * Completes a sign-in that the second-factor policy held at enrolment (issue 46): once the factor is
 * confirmed, a full session replaces the enrolment-only one (a new session id, so the token that could
 * only enrol is refused from then on).
 */
@Injectable()
export class MfaSignInService {
  constructor(
    private readonly sessions: SessionsService,
    private readonly tokens: SessionTokenService,
    private readonly users: UsersService,
    private readonly audit: AuditService,
  ) {}

  async afterEnrolment(user: AuthUser, ip: string, userAgent: string | null): Promise<LoginResponse> {
    const expiresAt = this.tokens.expiry();
    const sessionId = await this.sessions.start({
      userId: user.id,
      expiresAt,
      ip,
      userAgent: userAgent?.slice(0, 500) ?? null,
    });
    if (user.sessionId) await this.sessions.endOne(user.id, user.sessionId, 'mfa-enrolled');
    await this.users.recordLogin(user.id, new Date());
    await this.audit.record(user, 'session', sessionId, 'login.success', {}, undefined, { ip });
    return {
      access_token: this.tokens.issue(user, sessionId, expiresAt),
      mustChangePassword: user.mustChangePassword ?? false,
    };
  }
}
