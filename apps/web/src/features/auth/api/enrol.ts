import type { TotpEnrolmentConfirmed, TotpEnrolmentStart } from '@freight/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * Sign-in's enrolment (issue 46): the policy asks for a second factor the user has not enrolled, and the
 * enrolment-only token from POST /auth/v1/login reaches these routes only. It is not the session: the
 * confirmation answers the session that completes the sign-in.
 */
const BASE = '/auth/v1/me/mfa/totp';

/** `POST /auth/v1/me/mfa/totp` with the enrolment-only token: the secret and its QR code. */
export function useStartEnrolment(token: string) {
  return useMutation({
    mutationFn: () => apiRequest<TotpEnrolmentStart>(BASE, { method: 'POST', auth: false, token }),
  });
}

/** `POST /auth/v1/me/mfa/totp/confirm`: the recovery codes, and the session of the completed sign-in. */
export function useConfirmEnrolment(token: string) {
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest<TotpEnrolmentConfirmed>(`${BASE}/confirm`, { method: 'POST', body: { code }, auth: false, token }),
  });
}
