import type { Language, Permission, UserDetail } from '@freight/shared';
import type { UserDto } from '@freight/shared/dto';

export type UserValues = {
  name: string;
  email: string;
  code: string;
  username: string;
  language: Language;
  role: string;
  webAccess: boolean;
  isCommercial: boolean;
  isManager: boolean;
  isThirdParty: boolean;
  clientId: string | null;
  relatedCommercialIds: string[];
  permissions: Permission[];
};

export function userValues(user: UserDetail | null): UserValues {
  if (!user) {
    return {
      name: '',
      email: '',
      code: '',
      username: '',
      language: 'es',
      role: '',
      webAccess: true,
      isCommercial: false,
      isManager: false,
      isThirdParty: false,
      clientId: null,
      relatedCommercialIds: [],
      permissions: [],
    };
  }
  return {
    name: user.name,
    email: user.email,
    code: user.code,
    username: user.username,
    language: user.language,
    role: user.role ?? '',
    webAccess: user.webAccess,
    isCommercial: user.isCommercial,
    isManager: user.isManager,
    isThirdParty: user.isThirdParty,
    clientId: user.clientId,
    relatedCommercialIds: user.relatedCommercialIds,
    permissions: user.permissions,
  };
}

/** The request body: blanks dropped, the client only for third-party users, commercials only for managers. */
export function toUserBody(v: UserValues): UserDto {
  const username = v.username.trim();
  return {
    name: v.name.trim(),
    email: v.email.trim().toLowerCase(),
    code: v.code.trim().toUpperCase(),
    ...(username ? { username: username.toLowerCase() } : {}),
    language: v.language,
    role: v.role.trim() || null,
    webAccess: v.webAccess,
    isCommercial: v.isCommercial,
    isManager: v.isManager,
    isThirdParty: v.isThirdParty,
    clientId: v.isThirdParty ? v.clientId : null,
    relatedCommercialIds: v.isManager ? v.relatedCommercialIds : [],
    permissions: v.permissions,
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Form path -> message key under users:rules (the server's DTO rules, checked before sending). */
export function userProblems(v: UserValues): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!v.name.trim()) problems.name = 'required';
  if (!EMAIL.test(v.email.trim())) problems.email = 'email';
  if (!/^[A-Z0-9]{2,10}$/.test(v.code.trim().toUpperCase())) problems.code = 'code';
  const username = v.username.trim().toLowerCase();
  if (username && !/^[a-z0-9._@-]{3,254}$/.test(username)) problems.username = 'username';
  if (v.isThirdParty && !v.clientId) problems.clientId = 'client';
  return problems;
}
