import type { MfaPolicy } from '@freight/shared';
import type { MfaPolicyDto } from '@freight/shared/dto';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { usersKeys } from './user-keys';

const PATH = '/app/v1/mfa-policy';
const mfaPolicyKey = [...usersKeys.all, 'mfa-policy'] as const;

/** `GET /app/v1/mfa-policy` (UPDATE_USER): who must have a second factor (issue 46). */
export function useMfaPolicy() {
  return useQuery({
    queryKey: mfaPolicyKey,
    queryFn: ({ signal }) => apiRequest<MfaPolicy>(PATH, { signal }),
  });
}

/** `PUT /app/v1/mfa-policy`: the company-wide switch and the roles; applies from the next sign-in. */
export function useSaveMfaPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MfaPolicyDto) => apiRequest<MfaPolicy>(PATH, { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(mfaPolicyKey, saved),
  });
}
