import type { MfaPolicyDto } from '@freight/shared/dto';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, body as answer } from '@/lib/api';
import { usersKeys } from './user-keys';

const mfaPolicyKey = [...usersKeys.all, 'mfa-policy'] as const;

/** `GET /app/v1/mfa-policy` (UPDATE_USER): who must have a second factor (issue 46). */
export function useMfaPolicy() {
  return useQuery({
    queryKey: mfaPolicyKey,
    queryFn: ({ signal }) => answer(api.GET('/app/v1/mfa-policy', { signal })),
  });
}

/** `PUT /app/v1/mfa-policy`: the company-wide switch and the roles; applies from the next sign-in. */
export function useSaveMfaPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MfaPolicyDto) => answer(api.PUT('/app/v1/mfa-policy', { body: body })),
    onSuccess: (saved) => queryClient.setQueryData(mfaPolicyKey, saved),
  });
}
