import type { PasskeyRegistered, PasskeyRegistrationOptions, PasskeyView } from '@freight/shared';
import type { RemoveTotpDto } from '@freight/shared/dto';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { accountKeys } from './get-me';

const BASE = '/auth/v1/me/mfa/passkeys';

/** `GET /auth/v1/me/mfa/passkeys`: the signed-in user's passkeys (issue 46). */
export function usePasskeys() {
  const session = useSession();
  const username = session?.claims.user_username ?? '';
  return useQuery({
    queryKey: [...accountKeys.all, 'mfa', 'passkeys', username],
    queryFn: ({ signal }) => apiRequest<PasskeyView[]>(BASE, { signal }),
    enabled: session !== null,
  });
}

function usePasskeyMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...accountKeys.all, 'mfa'] }),
  });
}

/**
 * Registers a passkey: the API's options, the browser's WebAuthn prompt (its library loaded only now),
 * then the answer with the name the user gave.
 */
export function useRegisterPasskey() {
  return usePasskeyMutation(async (name: string) => {
    const { options } = await apiRequest<PasskeyRegistrationOptions>(`${BASE}/options`, { method: 'POST' });
    const { startRegistration } = await import('@simplewebauthn/browser');
    const response = await startRegistration({ optionsJSON: options as never });
    return apiRequest<PasskeyRegistered>(BASE, { method: 'POST', body: { name, response } });
  });
}

/** `POST /auth/v1/me/mfa/passkeys/:id/remove`: with the password (or a current TOTP code). */
export function useRemovePasskey() {
  return usePasskeyMutation(({ id, ...body }: RemoveTotpDto & { id: string }) =>
    apiRequest<void>(`${BASE}/${id}/remove`, { method: 'POST', body }),
  );
}
