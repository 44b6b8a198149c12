import type { UserListQueryDto } from '@freight/shared/dto';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, body, query, type ApiQuery } from '@/lib/api';
import { usersKeys } from './user-keys';

/** `GET /app/v1/users` query: page, sort and filters (absent filters are not sent). */
export type UsersListParams = Pick<UserListQueryDto, 'limit' | 'order' | 'sort'> &
  Partial<Pick<UserListQueryDto, 'cursor' | 'search' | 'active' | 'webAccess' | 'mfaEnabled'>>;

export function getUsers(params: UsersListParams, signal?: AbortSignal) {
  return body(
    api.GET('/app/v1/users', { params: { query: query(params as ApiQuery<'/app/v1/users', 'get'>) }, signal }),
  );
}

export function usersQueryOptions(params: UsersListParams) {
  return queryOptions({
    queryKey: usersKeys.list(params),
    queryFn: ({ signal }) => getUsers(params, signal),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/** One keyset page of the users list (spec section 2: users with role, web access, last login, language). */
export function useUsers(params: UsersListParams) {
  return useQuery(usersQueryOptions(params));
}
