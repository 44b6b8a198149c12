import type { Page } from '../common/pagination.js';

/** A stored notification (spec section 3): newest first, unread until marked read. */
export type NotificationItem = {
  id: string;
  title: string;
  message: string;
  /** A quotation reference (MVD-26-000123) or null for a notice that opens nothing. */
  key: string | null;
  /** ISO instant. */
  date: string;
  read: boolean;
};

/**
 * GET /app/v1/notification/: one page plus the unread count the bell shows, capped at 100
 * ("100 or more": the bell shows 99+ past 99, so counting further would buy nothing).
 */
export type NotificationPage = Page<NotificationItem> & { unreadCount: number };

/** PUT /app/v1/notification/ and /read-all answer how many of the caller's notifications changed. */
export type MarkReadResult = { updated: number };

/** The JSON body of each STOMP MESSAGE on the user's queue (spec section 7). */
export type NotificationPush = { id: string; title: string; message: string; key: string | null };

/** Real-time channel (spec sections 7 and 9). */
export const NOTIFICATION_SOCKET_PATH = '/ws/v1/ws';
export const NOTIFICATION_DESTINATION = '/user/queue/notifications';
export const STOMP_HEARTBEAT_MS = 10_000;
export const STOMP_RECONNECT_DELAY_MS = 5_000;
export const STOMP_MAX_RECONNECT_DELAY_MS = 15 * 60 * 1000;
export const STOMP_CHUNK_SIZE = 8 * 1024;

/** Push toasts: 5 at a time, closing after 4 s, bottom-right (in-app toasts stay top-right, 5 s). */
export const NOTIFICATION_TOAST_LIMIT = 5;
export const NOTIFICATION_TOAST_AUTO_CLOSE_MS = 4_000;
export const NOTIFICATION_TOAST_POSITION = 'bottom-right';

export const MAX_NOTIFICATION_TITLE_LENGTH = 200;
export const MAX_NOTIFICATION_MESSAGE_LENGTH = 2000;
export const MAX_MARK_READ_IDS = 500;
