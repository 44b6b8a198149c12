import type { LoginResponse } from '@freight/shared';
import type { LoginDto } from '@freight/shared/dto';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { passwordChangeStore } from '@/lib/password-change';
import { sessionStore } from '@/lib/session';

export function login(body: LoginDto): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/auth/v1/login', { method: 'POST', body, auth: false });
}

/** Signs in and stores the token; the caller decides where to go next. */
export function useLogin() {
  return useMutation({
    mutationFn: async (body: LoginDto) => {
      const { access_token, mustChangePassword } = await login(body);
      if (!sessionStore.start(access_token)) {
        throw new ApiError(500, 'AUTH_TOKEN_INVALID', 'The server returned an unreadable token');
      }
      if (mustChangePassword) passwordChangeStore.require();
      else passwordChangeStore.clear();
    },
  });
}
