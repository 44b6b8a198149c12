import type { UpdateSettingsDto } from '@freight/shared/dto';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiAnswer } from '@/lib/api';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { accountKeys } from './get-me';

/**
 * `PATCH /auth/v1/me/settings`, typed by the document's answer. The header's language switch is in
 * sign-in's initial load, whose budget has no room for the typed client: this call stays on api-client.
 */
export function updateSettings(body: UpdateSettingsDto) {
  return apiRequest<ApiAnswer<'/auth/v1/me/settings', 'patch'>>('/auth/v1/me/settings', { method: 'PATCH', body });
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
