import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { passwordChangeStore } from '@/lib/password-change';
import { sessionStore } from '@/lib/session';
import { logoutOnServer } from './logout';

/** Spec section 4: logout removes the token and clears every cached query; the server ends the session. */
export function useLogout(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    logoutOnServer();
    sessionStore.end('logout');
    passwordChangeStore.clear();
    queryClient.clear();
    void navigate('/login', { replace: true });
  }, [navigate, queryClient]);
}
