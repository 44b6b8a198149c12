import type { Page, UserListItem } from '@freight/shared';
import type { UserListQueryDto } from '@freight/shared/dto';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { usersKeys } from './user-keys';

/** `GET /app/v1/users` query: page, sort and filters (absent filters are not sent). */
export type UsersListParams = Pick<UserListQueryDto, 'limit' | 'order' | 'sort'> &
  Partial<Pick<UserListQueryDto, 'cursor' | 'search' | 'active' | 'webAccess' | 'mfaEnabled'>>;

function toSearchParams(params: UsersListParams): URLSearchParams {
  const query = new URLSearchParams({ limit: String(params.limit), order: params.order, sort: params.sort });
  if (params.cursor) query.set('cursor', params.cursor);
  const search = params.search?.trim();
  if (search) query.set('search', search);
  if (params.active !== undefined) query.set('active', String(params.active));
  if (params.webAccess !== undefined) query.set('webAccess', String(params.webAccess));
  if (params.mfaEnabled !== undefined) query.set('mfaEnabled', String(params.mfaEnabled));
  return query;
}

export function getUsers(params: UsersListParams, signal?: AbortSignal): Promise<Page<UserListItem>> {
  return apiRequest<Page<UserListItem>>(`/app/v1/users?${toSearchParams(params).toString()}`, { signal });
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
