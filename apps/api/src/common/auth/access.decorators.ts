import { applyDecorators, createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import type { AppModule, Permission } from '@freight/shared';
import type { AuthUser } from './auth-user.js';

/**
 * Every handler declares exactly one access rule through one metadata key, so a route
 * cannot carry two contradictory rules and the global guard denies routes with none.
 */
export const ACCESS_KEY = 'access';
export type AccessRule = { kind: 'public' } | { kind: 'signedIn' } | { kind: 'anyOf'; permissions: Permission[] };

/** Reachable without signing in. */
export const Public = () => SetMetadata(ACCESS_KEY, { kind: 'public' } satisfies AccessRule);

/** Any signed-in staff user, whatever their permissions (profile, own settings). */
export const SignedIn = () =>
  applyDecorators(SetMetadata(ACCESS_KEY, { kind: 'signedIn' } satisfies AccessRule), ApiBearerAuth());

/** Signed in and holding at least one of the listed permissions. */
export const RequireAnyPermission = (...permissions: [Permission, ...Permission[]]) =>
  applyDecorators(SetMetadata(ACCESS_KEY, { kind: 'anyOf', permissions } satisfies AccessRule), ApiBearerAuth());

/** Still answers while the user must change a one-time password (profile, the change itself). */
export const PENDING_PASSWORD_KEY = 'allowPendingPasswordChange';
export const AllowPendingPasswordChange = () => SetMetadata(PENDING_PASSWORD_KEY, true);

/**
 * Answers an enrolment-only session (issue 46: the policy asks for a second factor the user has not
 * enrolled): the enrolment routes and sign-out. Every other route refuses it with MFA_ENROLMENT_REQUIRED.
 */
export const MFA_ENROLMENT_KEY = 'allowMfaEnrolment';
export const AllowMfaEnrolment = () => SetMetadata(MFA_ENROLMENT_KEY, true);

/** Marks a controller as part of a switchable module: its routes answer 404 while the module is off. */
export const MODULE_KEY = 'appModule';
export const ForModule = (module: AppModule) => SetMetadata(MODULE_KEY, module);

export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext): AuthUser => {
  return ctx.switchToHttp().getRequest<{ user: AuthUser }>().user;
});
