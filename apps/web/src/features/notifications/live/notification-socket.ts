import { NOTIFICATION_DESTINATION, NOTIFICATION_SOCKET_PATH, type NotificationPush } from '@freight/shared';
import { Client } from '@stomp/stompjs';
import { sessionStore } from '@/lib/session';
import { socketUrl, stompConfig } from '@/lib/stomp-client';
import { parsePush } from '../utils/parse-push';

export type NotificationSocketHandlers = {
  onPush: (push: NotificationPush) => void;
  /** After a reconnection: pushes sent while the socket was down were missed. */
  onReconnect: () => void;
};

/**
 * Opens the user's notification channel (spec section 7) and returns how to close it.
 * Errors are only logged; the client keeps reconnecting with a growing delay.
 */
export function connectNotificationSocket(token: string, handlers: NotificationSocketHandlers): () => void {
  let connections = 0;
  const client = new Client({
    ...stompConfig(socketUrl(window.location, NOTIFICATION_SOCKET_PATH), token),
    // Before each attempt: a token that expired or was replaced must not be sent again.
    beforeConnect: async (self) => {
      if (sessionStore.check()?.token !== token) await self.deactivate();
    },
    onConnect: () => {
      connections += 1;
      if (connections > 1) handlers.onReconnect();
      client.subscribe(NOTIFICATION_DESTINATION, (message) => {
        const push = parsePush(message.body);
        if (push) handlers.onPush(push);
        else console.warn('Notification channel: unreadable message', message.body);
      });
    },
    onStompError: (frame) => console.warn('Notification channel error:', frame.headers.message ?? frame.body),
    onWebSocketError: (event) => console.warn('Notification socket error', event),
  });
  client.activate();
  return () => {
    void client.deactivate();
  };
}
