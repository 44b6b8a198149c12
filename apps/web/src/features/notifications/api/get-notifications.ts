import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, body } from '@/lib/api';
import { currentLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { notificationKeys } from './notification-keys';

export const NOTIFICATIONS_PAGE_SIZE = 25;

/** `GET /app/v1/notification/`: one page, newest first, with the caller's unread count. */
export function getNotifications(cursor: string | null, signal?: AbortSignal) {
  const query = cursor ? { limit: NOTIFICATIONS_PAGE_SIZE, cursor } : { limit: NOTIFICATIONS_PAGE_SIZE };
  return body(api.GET('/app/v1/notification', { params: { query }, signal }));
}

function notificationsQueryOptions(username: string, language: string) {
  return infiniteQueryOptions({
    queryKey: notificationKeys.list(username, language),
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** The signed-in user's notifications, page by page; idle while signed out (spec section 5). */
export function useNotifications() {
  const session = useSession();
  const username = session?.claims.user_username ?? '';
  // Re-renders on a language switch; the server renders stored notifications in that language.
  useTranslation();
  return useInfiniteQuery({ ...notificationsQueryOptions(username, currentLanguage()), enabled: session !== null });
}
