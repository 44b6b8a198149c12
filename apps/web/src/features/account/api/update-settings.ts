import type { MeResponse } from '@freight/shared';
import type { UpdateSettingsDto } from '@freight/shared/dto';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { accountKeys } from './get-me';

export function updateSettings(body: UpdateSettingsDto): Promise<MeResponse> {
  return apiRequest<MeResponse>('/auth/v1/me/settings', { method: 'PATCH', body });
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
      queryClient.setQueryData<MeResponse>(accountKeys.me(session.claims.user_username), me);
    },
  });
}
