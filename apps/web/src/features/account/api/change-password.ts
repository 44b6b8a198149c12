import type { ChangePasswordDto } from '@freight/shared/dto';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, done } from '@/lib/api';
import { passwordChangeStore } from '@/lib/password-change';
import { accountKeys } from './get-me';

/** `POST /auth/v1/me/password`: 204; PASSWORD_CURRENT_WRONG or PASSWORD_TOO_WEAK otherwise. */
export function changePassword(body: ChangePasswordDto): Promise<void> {
  return done(api.POST('/auth/v1/me/password', { body }));
}

/** Changes the signed-in user's password; a forced change then opens the app again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: async () => {
      passwordChangeStore.clear();
      await queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
  });
}
