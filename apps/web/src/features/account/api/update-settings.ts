import type { MeResponse } from '@freight/shared';
import type { UpdateSettingsDto } from '@freight/shared/dto';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { accountKeys } from './get-me';

export function updateSettings(body: UpdateSettingsDto): Promise<unknown> {
  return apiRequest<unknown>('/auth/v1/me/settings', { method: 'PATCH', body });
}

/** Saves language, currency format or time zone and updates the cached profile at once. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: async (_result, body) => {
      if (!session) return;
      const key = accountKeys.me(session.claims.user_username);
      queryClient.setQueryData<MeResponse>(key, (me) => (me ? { ...me, ...body } : me));
      await queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
