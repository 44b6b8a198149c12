import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

/** Client errors (4xx) will not change on retry; network and server errors get one more try. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Spec section 9: refetch on window focus is off.
      refetchOnWindowFocus: false,
      retry: shouldRetry,
      staleTime: 30_000,
    },
    mutations: { retry: false },
  },
});
