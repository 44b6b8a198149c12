import type { UsersListParams } from './get-users';

/** Query keys of the users feature; mutations invalidate `usersKeys.lists()`. */
export const usersKeys = {
  all: ['users'] as const,
  lists: () => [...usersKeys.all, 'list'] as const,
  list: (params: UsersListParams) => [...usersKeys.lists(), params] as const,
};
