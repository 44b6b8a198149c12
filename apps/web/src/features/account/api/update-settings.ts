import type { UpdateSettingsDto } from '@freight/shared/dto';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, body as answer } from '@/lib/api';
import { useSession } from '@/lib/session';
import { accountKeys } from './get-me';

export function updateSettings(body: UpdateSettingsDto) {
  return answer(api.PATCH('/auth/v1/me/settings', { body }));
}

/**
 * Saves language, currency format or time zone. The server answers with the whole profile,
 * which replaces the cached one; the profile sync then applies it across the app.
 */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (me) => {
      if (!session || !me) return;
      queryClient.setQueryData(accountKeys.me(session.claims.user_username), me);
    },
  });
}
