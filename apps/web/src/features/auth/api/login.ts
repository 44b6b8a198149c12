import type { LoginOutcome, LoginResponse, MfaChallengeResponse, MfaEnrolmentRequiredResponse } from '@freight/shared';
import type { LoginDto, MfaLoginDto } from '@freight/shared/dto';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { passwordChangeStore } from '@/lib/password-change';
import { sessionStore } from '@/lib/session';

export function login(body: LoginDto): Promise<LoginOutcome> {
  return apiRequest<LoginOutcome>('/auth/v1/login', { method: 'POST', body, auth: false });
}

export function loginWithSecondFactor(body: MfaLoginDto): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/auth/v1/login/mfa', { method: 'POST', body, auth: false });
}

export function startSession({ access_token, mustChangePassword }: LoginResponse): void {
  if (!sessionStore.start(access_token)) {
    throw new ApiError(500, 'AUTH_TOKEN_INVALID', 'The server returned an unreadable token');
  }
  if (mustChangePassword) passwordChangeStore.require();
  else passwordChangeStore.clear();
}

/** What the password step asks next (issue 46): the second factor, or to enrol one. */
export type SecondStepAsked = MfaChallengeResponse | MfaEnrolmentRequiredResponse;

/**
 * Signs in and stores the token; answers the challenge instead when the account has a second factor,
 * or the enrolment-only token when the policy asks for one not enrolled yet (issue 46). The caller
 * decides where to go next.
 */
export function useLogin() {
  return useMutation({
    mutationFn: async (body: LoginDto): Promise<SecondStepAsked | null> => {
      const outcome = await login(body);
      if (!('access_token' in outcome)) return outcome;
      startSession(outcome);
      return null;
    },
  });
}

/** The second step: the challenge with a code from the app or a recovery code. */
export function useSecondFactorLogin() {
  return useMutation({
    mutationFn: async (body: MfaLoginDto) => startSession(await loginWithSecondFactor(body)),
  });
}
