import type { SsoSettingsDto } from '@freight/shared/dto';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, body as answer } from '@/lib/api';
import { usersKeys } from './user-keys';

const ssoSettingsKey = [...usersKeys.all, 'sso-settings'] as const;

/** `GET /app/v1/sso-settings` (UPDATE_USER): the active single sign-on configuration and its source (issue 46). */
export function useSsoSettings() {
  return useQuery({
    queryKey: ssoSettingsKey,
    queryFn: ({ signal }) => answer(api.GET('/app/v1/sso-settings', { signal })),
  });
}

/** `PUT /app/v1/sso-settings`: saved here, it takes precedence over the OIDC_* variables from the next sign-in. */
export function useSaveSsoSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SsoSettingsDto) => answer(api.PUT('/app/v1/sso-settings', { body })),
    onSuccess: (saved) => queryClient.setQueryData(ssoSettingsKey, saved),
  });
}

/** `DELETE /app/v1/sso-settings`: forgets the saved configuration; the OIDC_* variables apply again. */
export function useForgetSsoSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => answer(api.DELETE('/app/v1/sso-settings')),
    onSuccess: (saved) => queryClient.setQueryData(ssoSettingsKey, saved),
  });
}
