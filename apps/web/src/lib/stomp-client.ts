import {
  STOMP_CHUNK_SIZE,
  STOMP_HEARTBEAT_MS,
  STOMP_MAX_RECONNECT_DELAY_MS,
  STOMP_RECONNECT_DELAY_MS,
} from '@freight/shared';
import { ReconnectionTimeMode, type StompConfig } from '@stomp/stompjs';

// Only ever reached through a dynamic import: @stomp/stompjs must stay out of sign-in's bundle.

/** The socket address on the page's own host: wss:// behind https, ws:// otherwise. */
export function socketUrl(location: Pick<Location, 'protocol' | 'host'>, path: string): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${path}`;
}

/**
 * The STOMP settings of spec section 7: bearer token on CONNECT, 5 s first reconnect delay
 * doubling up to 15 minutes, 10 s heartbeats both ways, frames sent in 8 KB chunks.
 */
export function stompConfig(brokerURL: string, token: string): StompConfig {
  return {
    brokerURL,
    connectHeaders: { Authorization: `Bearer ${token}` },
    reconnectDelay: STOMP_RECONNECT_DELAY_MS,
    reconnectTimeMode: ReconnectionTimeMode.EXPONENTIAL,
    maxReconnectDelay: STOMP_MAX_RECONNECT_DELAY_MS,
    heartbeatIncoming: STOMP_HEARTBEAT_MS,
    heartbeatOutgoing: STOMP_HEARTBEAT_MS,
    splitLargeFrames: true,
    maxWebSocketChunkSize: STOMP_CHUNK_SIZE,
  };
}
