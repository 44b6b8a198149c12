import type { RemoveTotpDto } from '@freight/shared/dto';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, body as answer, done } from '@/lib/api';
import { useSession } from '@/lib/session';
import { accountKeys } from './get-me';

const mfaKey = (username: string) => [...accountKeys.all, 'mfa', username] as const;

/** `GET /auth/v1/me/mfa`: whether the signed-in user has a second factor (issue 46). */
export function useMfaStatus() {
  const session = useSession();
  const username = session?.claims.user_username ?? '';
  return useQuery({
    queryKey: mfaKey(username),
    queryFn: ({ signal }) => answer(api.GET('/auth/v1/me/mfa', { signal })),
    enabled: session !== null,
  });
}

function useMfaMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...accountKeys.all, 'mfa'] }),
  });
}

/** `POST /auth/v1/me/mfa/totp`: a new secret with its QR code, pending until confirmed. */
export function useStartTotp() {
  return useMutation({
    mutationFn: () => answer(api.POST('/auth/v1/me/mfa/totp')),
  });
}

/** `POST /auth/v1/me/mfa/totp/confirm`: activates the factor; answers the recovery codes once. */
export function useConfirmTotp() {
  return useMfaMutation((code: string) => answer(api.POST('/auth/v1/me/mfa/totp/confirm', { body: { code } })));
}

/** `POST /auth/v1/me/mfa/totp/remove`: with a current code or the password. */
export function useRemoveTotp() {
  return useMfaMutation((body: RemoveTotpDto) => done(api.POST('/auth/v1/me/mfa/totp/remove', { body })));
}

/** `POST /auth/v1/me/mfa/recovery-codes`: ten new codes, shown once (those left stop working); with the password. */
export function useNewRecoveryCodes() {
  return useMfaMutation((body: RemoveTotpDto) => answer(api.POST('/auth/v1/me/mfa/recovery-codes', { body })));
}
