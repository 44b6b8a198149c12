import { JwtService } from '@nestjs/jwt';
import { Client, type IFrame, type IMessage } from '@stomp/stompjs';
import {
  NOTIFICATION_DESTINATION,
  NOTIFICATION_SOCKET_PATH,
  type NotificationPush,
  type SessionClaims,
} from '@freight/shared';
import WebSocket from 'ws';

/** A real @stomp/stompjs client in Node (over `ws`), recording what it receives; no reconnects. */
export type TestStomp = {
  client: Client;
  messages: (NotificationPush & { receivedAt: number })[];
  errors: IFrame[];
  debug: string[];
  connected: Promise<IFrame>;
  closed: Promise<void>;
  isClosed(): boolean;
  subscribe(destination?: string): Promise<void>;
  stop(): Promise<void>;
};

export function socketUrl(port: number): string {
  return `ws://127.0.0.1:${port}${NOTIFICATION_SOCKET_PATH}`;
}

export function openStomp(port: number, token: string | null, opts: { heartbeatMs?: number } = {}): TestStomp {
  let closed = false;
  let onConnected!: (f: IFrame) => void;
  let onFailed!: (e: Error) => void;
  let onClosed!: () => void;
  const connected = new Promise<IFrame>((resolve, reject) => {
    onConnected = resolve;
    onFailed = reject;
  });
  // Callers that expect a refusal never await `connected`.
  connected.catch(() => undefined);
  const closedPromise = new Promise<void>((resolve) => {
    onClosed = resolve;
  });
  const beat = opts.heartbeatMs ?? 10_000;
  const result: TestStomp = {
    messages: [],
    errors: [],
    debug: [],
    connected,
    closed: closedPromise,
    isClosed: () => closed,
    client: new Client({
      webSocketFactory: () => new WebSocket(socketUrl(port), ['v12.stomp', 'v11.stomp', 'v10.stomp']),
      connectHeaders: token ? { Authorization: `Bearer ${token}` } : {},
      heartbeatIncoming: beat,
      heartbeatOutgoing: beat,
      reconnectDelay: 0,
      debug: (line) => result.debug.push(line),
      onConnect: (frame) => onConnected(frame),
      onStompError: (frame) => {
        result.errors.push(frame);
        onFailed(new Error(frame.headers.message));
      },
      onWebSocketClose: () => {
        closed = true;
        onFailed(new Error('closed'));
        onClosed();
      },
    }),
    subscribe: (destination = NOTIFICATION_DESTINATION) =>
      new Promise<void>((resolve) => {
        // A receipt proves the server registered the subscription before anything is published.
        const receipt = `sub-${Math.random().toString(36).slice(2)}`;
        result.client.watchForReceipt(receipt, () => resolve());
        result.client.subscribe(
          destination,
          (m: IMessage) =>
            result.messages.push({ ...(JSON.parse(m.body) as NotificationPush), receivedAt: Date.now() }),
          { receipt },
        );
      }),
    stop: async () => {
      await result.client.deactivate();
    },
  };
  result.client.activate();
  return result;
}

/** A session token with the six spec claims, as the API issues them (for expired or short-lived ones). */
export function sessionToken(secret: string, claims: Omit<SessionClaims, 'exp'>, expiresAtMs: number): string {
  return new JwtService({}).sign(
    { ...claims, exp: Math.floor(expiresAtMs / 1000) },
    { secret, algorithm: 'HS256', noTimestamp: true },
  );
}

/** The claims inside a token the API issued. */
export function claimsOf(token: string): SessionClaims {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as SessionClaims;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until `check` holds, polling; fails with `what` after `timeoutMs`. */
export async function eventually(
  check: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 5000,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await sleep(25);
  }
  throw new Error(`timed out waiting for ${what}`);
}
