import type { LoginOutcome, LoginResponse } from '@freight/shared';
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

/**
 * Signs in and stores the token; answers the challenge instead when the account has a second factor,
 * or the enrolment-only token when the policy asks for one not enrolled yet (issue 46). The caller
 * decides where to go next.
 */
export function useLogin() {
  return useMutation({
    mutationFn: async (body: LoginDto): Promise<{ challenge?: string; enrol?: string } | null> => {
      const outcome = await login(body);
      if ('mfaRequired' in outcome) return { challenge: outcome.challenge };
      if ('mfaEnrolmentRequired' in outcome) return { enrol: outcome.enrolmentToken };
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
