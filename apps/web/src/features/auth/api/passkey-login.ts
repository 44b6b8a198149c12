import type { LoginResponse, PasskeySignInOptions } from '@freight/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { startSession } from './login';

/**
 * The second step with a passkey: options bound to this sign-in, the browser's WebAuthn prompt (its
 * library loaded only now, so sign-in's first JavaScript does not carry it; this module is in
 * the second step's lazy chunk), then the answer.
 */
export function usePasskeyLogin() {
  return useMutation({
    mutationFn: async (challenge: string) => {
      const { options } = await apiRequest<PasskeySignInOptions>('/auth/v1/login/passkey/options', {
        method: 'POST',
        body: { challenge },
        auth: false,
      });
      const { startAuthentication } = await import('@simplewebauthn/browser');
      const response = await startAuthentication({ optionsJSON: options as never });
      const body = { challenge, response: response as unknown as Record<string, unknown> };
      startSession(await apiRequest<LoginResponse>('/auth/v1/login/passkey', { method: 'POST', body, auth: false }));
    },
  });
}
