import { type ExecutionContext, Inject, Injectable, Logger } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { AppModule } from '@freight/shared';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { AppError } from '../errors/app-error.js';
import {
  ACCESS_KEY,
  type AccessRule,
  MFA_ENROLMENT_KEY,
  MODULE_KEY,
  PENDING_PASSWORD_KEY,
} from './access.decorators.js';
import type { AuthUser } from './auth-user.js';

/** Global guard: module switch, then the route's declared access rule; no rule means denied. */
@Injectable()
export class AccessGuard extends AuthGuard('jwt') {
  private readonly logger = new Logger('AccessGuard');

  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const module = this.reflector.getAllAndOverride<AppModule | undefined>(MODULE_KEY, targets);
    if (module && !this.config.enabledModules.includes(module)) throw new AppError('MODULE_DISABLED');

    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_KEY, targets);
    if (!rule) {
      this.logger.error(
        `Route ${context.getClass().name}.${context.getHandler().name} declares no access rule: denied`,
      );
      throw new AppError('FORBIDDEN');
    }
    if (rule.kind === 'public') return true;

    await super.canActivate(context);
    const user = context.switchToHttp().getRequest<{ user: AuthUser }>().user;
    // An enrolment-only session opens the enrolment routes and nothing else; the factor comes before a
    // pending password change (the full session that follows enrolment then asks for that).
    if (user.mfaEnrolmentOnly) {
      if (!this.reflector.getAllAndOverride<boolean>(MFA_ENROLMENT_KEY, targets)) {
        throw new AppError('MFA_ENROLMENT_REQUIRED');
      }
      if (rule.kind === 'signedIn') return true;
    }
    // A one-time password opens nothing but the password change (and the profile that says so).
    if (user.mustChangePassword && !this.reflector.getAllAndOverride<boolean>(PENDING_PASSWORD_KEY, targets)) {
      throw new AppError('PASSWORD_CHANGE_REQUIRED');
    }
    if (rule.kind === 'signedIn') return true;
    if (rule.permissions.some((p) => user.permissions.includes(p))) return true;
    throw new AppError('FORBIDDEN');
  }

  override handleRequest<TUser = AuthUser>(err: unknown, user: TUser | false, info: unknown): TUser {
    // A refusal of ours, or a failure while checking the user (the database restarting): never a 401
    // for the latter, which would sign the user out; the error filter answers it (503 or 500).
    if (err) throw err instanceof Error ? err : new Error('authentication failed', { cause: err });
    if (user) return user;
    const name = (info as { name?: string } | undefined)?.name;
    const message = (info as { message?: string } | undefined)?.message ?? '';
    if (name === 'TokenExpiredError') throw new AppError('AUTH_TOKEN_EXPIRED');
    if (/no auth token/i.test(message)) throw new AppError('AUTH_TOKEN_MISSING');
    throw new AppError('AUTH_TOKEN_INVALID');
  }
}
