import type { ClearLoginLockDto } from '@freight/shared/dto';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, body as answer, done } from '@/lib/api';
import { usersKeys } from './user-keys';

const loginLocksKey = [...usersKeys.all, 'login-locks'] as const;

/** `GET /app/v1/login-locks` (UPDATE_USER): sign-in failure counters of the last window. */
export function useLoginLocks() {
  return useQuery({
    queryKey: loginLocksKey,
    queryFn: ({ signal }) => answer(api.GET('/app/v1/login-locks', { signal })),
  });
}

/** `POST /app/v1/login-locks/clear`: the pair (or address) may sign in again at once. */
export function useClearLoginLock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClearLoginLockDto) => done(api.POST('/app/v1/login-locks/clear', { body: body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loginLocksKey }),
  });
}
