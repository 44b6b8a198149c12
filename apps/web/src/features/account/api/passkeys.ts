import type { RemoveTotpDto } from '@freight/shared/dto';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, body as answer, done } from '@/lib/api';
import { useSession } from '@/lib/session';
import { accountKeys } from './get-me';

/** `GET /auth/v1/me/mfa/passkeys`: the signed-in user's passkeys (issue 46). */
export function usePasskeys() {
  const session = useSession();
  const username = session?.claims.user_username ?? '';
  return useQuery({
    queryKey: [...accountKeys.all, 'mfa', 'passkeys', username],
    queryFn: ({ signal }) => answer(api.GET('/auth/v1/me/mfa/passkeys', { signal })),
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
    const { options } = await answer(api.POST('/auth/v1/me/mfa/passkeys/options'));
    const { startRegistration } = await import('@simplewebauthn/browser');
    const response = await startRegistration({ optionsJSON: options as never });
    // The document types WebAuthn's answer as an open object; the browser library's type is the precise one.
    return answer(api.POST('/auth/v1/me/mfa/passkeys', { body: { name, response: response as never } }));
  });
}

/** `POST /auth/v1/me/mfa/passkeys/:id/remove`: with the password (or a current TOTP code). */
export function useRemovePasskey() {
  return usePasskeyMutation(({ id, ...body }: RemoveTotpDto & { id: string }) =>
    done(
      api.POST('/auth/v1/me/mfa/passkeys/{id}/remove', {
        params: { path: { id } },
        body,
      }),
    ),
  );
}
