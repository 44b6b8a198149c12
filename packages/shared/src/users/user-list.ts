import type { Language } from '../config/modules.js';

export const USER_SORT_FIELDS = ['name', 'username', 'code', 'createdAt'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

export type UserListItem = {
  id: string;
  code: string;
  name: string;
  username: string;
  email: string;
  role: string | null;
  language: Language;
  webAccess: boolean;
  active: boolean;
  lastLoginAt: string | null;
  clientName: string | null;
};
