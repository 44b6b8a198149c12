import { api, body } from '@/lib/api';

/**
 * `POST /auth/v1/sso/logout` (issue 46): ends this session and answers the provider's end-session URL,
 * or null (none, or the call failed: the sign-out then stays the portal's).
 */
export async function ssoLogout(): Promise<string | null> {
  try {
    return (await body(api.POST('/auth/v1/sso/logout'))).endSessionUrl;
  } catch {
    return null;
  }
}
