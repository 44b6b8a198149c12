import type { ErrorCode, Language, NotificationPush } from '@freight/shared';
import { NOTIFICATION_DESTINATION } from '@freight/shared';
import { ERROR_MESSAGES } from '@freight/shared/error-messages';
import type { StompHeaders } from '@stomp/stompjs';
import type { RawData, WebSocket } from 'ws';
import { AppError } from '../../../common/errors/app-error.js';
import { createFrameReader, encodeFrame, HEARTBEAT, type ClientFrame } from './stomp-codec.js';
import { negotiateHeartbeat, parseHeartbeat } from './stomp-heartbeat.js';
import type { SocketUser } from './stomp-authenticator.js';

/** Unfinished frame bytes a client may have pending; real frames here are a few hundred bytes. */
const MAX_PENDING_BYTES = 64 * 1024;
const CONNECT_TIMEOUT_MS = 10_000;
const MAX_SUBSCRIPTIONS = 16;
/** A silent peer is dropped after twice its negotiated interval (network jitter). */
const HEARTBEAT_GRACE = 2;
/**
 * A client that negotiated no heart-beats from its side (heart-beat:0,…) and then says nothing is
 * dropped after this many server intervals (60 s by default): an idle socket is not held forever.
 * Our SPA beats every 10 s and is never idle that long.
 */
const IDLE_INTERVALS = 6;
/** setTimeout's ceiling (~24.8 days); longer tokens are re-checked then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export type SessionHost = {
  authenticate(authorization: string | undefined): Promise<SocketUser>;
  register(session: StompSession): void;
  unregister(session: StompSession): void;
  heartbeatMs: number;
  onError(message: string): void;
  /** A complete frame arrived from the client (counted by the metrics). */
  onFrame(): void;
};

type State = 'awaiting-connect' | 'authenticating' | 'connected' | 'closed';

/**
 * One client's STOMP 1.2 conversation: CONNECT with a bearer token, SUBSCRIBE to the user's
 * own queue only, heart-beats both ways, MESSAGE frames for the user's notifications.
 * Anything else gets an ERROR frame and the socket is closed, as STOMP prescribes.
 */
export class StompSession {
  private state: State = 'awaiting-connect';
  private user: SocketUser | null = null;
  private readonly subscriptions = new Set<string>();
  private readonly timers: NodeJS.Timeout[] = [];
  private lastReceivedAt = Date.now();
  private pendingBytes = 0;
  /** Frames a client pipelined behind its CONNECT, handled once the token is checked. */
  private readonly heldWhileAuthenticating: ClientFrame[] = [];
  private readonly read = createFrameReader(
    (frame) => this.onFrame(frame),
    () => undefined,
  );

  constructor(
    private readonly socket: WebSocket,
    private readonly host: SessionHost,
    private language: Language,
  ) {
    socket.on('message', (data: RawData, isBinary: boolean) => this.onData(data, isBinary));
    socket.on('close', () => this.cleanup());
    socket.on('error', (err: Error) => {
      host.onError(`STOMP socket: ${err.message}`);
      this.cleanup();
    });
    this.timers.push(
      setTimeout(() => {
        if (this.state === 'awaiting-connect') this.fail('STOMP_PROTOCOL_ERROR', 'no CONNECT frame');
      }, CONNECT_TIMEOUT_MS),
    );
  }

  get userId(): string | null {
    return this.user?.id ?? null;
  }

  /** The server-side session whose token opened this socket. */
  get sessionId(): string | null {
    return this.user?.sessionId ?? null;
  }

  /** The server ends the conversation: ERROR frame with the code, then close. */
  end(code: ErrorCode, detail: string): void {
    this.fail(code, detail);
  }

  /** Sends a notification on every subscription this socket holds to the user's queue; returns the frames sent. */
  deliver(push: NotificationPush): number {
    if (this.state !== 'connected') return 0;
    const body = JSON.stringify(push);
    for (const id of this.subscriptions) {
      this.send(
        encodeFrame(
          'MESSAGE',
          {
            subscription: id,
            'message-id': `${push.id}-${id}`,
            destination: NOTIFICATION_DESTINATION,
            'content-type': 'application/json',
          },
          body,
        ),
      );
    }
    return this.subscriptions.size;
  }

  /** Server shutdown: a clean close the client will retry against another instance. */
  close(code = 1001, reason = 'server shutting down'): void {
    this.cleanup();
    this.socket.close(code, reason);
  }

  private onData(data: RawData, isBinary: boolean): void {
    this.lastReceivedAt = Date.now();
    const chunk = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
    this.pendingBytes += chunk.length;
    if (this.pendingBytes > MAX_PENDING_BYTES) return this.fail('STOMP_PROTOCOL_ERROR', 'frame too large');
    const segment = isBinary
      ? chunk.buffer.slice(chunk.byteOffset, chunk.byteOffset + chunk.length)
      : chunk.toString('utf8');
    this.read(segment);
  }

  private onFrame(frame: ClientFrame): void {
    this.pendingBytes = 0;
    this.host.onFrame();
    if (this.state === 'closed') return;
    if (this.state === 'authenticating') {
      if (this.heldWhileAuthenticating.length >= MAX_SUBSCRIPTIONS)
        return this.fail('STOMP_PROTOCOL_ERROR', 'too many frames before CONNECTED');
      this.heldWhileAuthenticating.push(frame);
      return;
    }
    try {
      this.handle(frame);
    } catch (err) {
      this.fail(
        err instanceof AppError ? err.code : 'STOMP_PROTOCOL_ERROR',
        (err as Error).message,
        frame.headers.receipt,
      );
    }
  }

  private handle(frame: ClientFrame): void {
    const h = frame.headers;
    if (frame.command === 'CONNECT' || frame.command === 'STOMP') return void this.connect(h);
    if (this.state !== 'connected')
      return this.fail('STOMP_PROTOCOL_ERROR', `${frame.command} before CONNECTED`, h.receipt);
    switch (frame.command) {
      case 'SUBSCRIBE':
        if (!h.id) return this.fail('STOMP_PROTOCOL_ERROR', 'SUBSCRIBE without id', h.receipt);
        // Only the user's own queue exists; another user's name or any other destination is refused.
        if (h.destination !== NOTIFICATION_DESTINATION)
          return this.fail('STOMP_UNKNOWN_DESTINATION', `no destination ${h.destination ?? ''}`, h.receipt);
        if (this.subscriptions.size >= MAX_SUBSCRIPTIONS && !this.subscriptions.has(h.id)) {
          return this.fail('STOMP_PROTOCOL_ERROR', 'too many subscriptions', h.receipt);
        }
        this.subscriptions.add(h.id);
        return this.receipt(h);
      case 'UNSUBSCRIBE':
        this.subscriptions.delete(h.id ?? '');
        return this.receipt(h);
      case 'DISCONNECT':
        this.receipt(h);
        return this.close(1000, 'disconnect');
      default:
        // SEND, ACK, NACK and transactions: this endpoint only pushes.
        return this.fail('STOMP_PROTOCOL_ERROR', `${frame.command} is not served`, h.receipt);
    }
  }

  private async connect(h: StompHeaders): Promise<void> {
    if (this.state !== 'awaiting-connect') return this.fail('STOMP_PROTOCOL_ERROR', 'already connected');
    const versions = (h['accept-version'] ?? '1.0').split(',').map((v) => v.trim());
    if (!versions.includes('1.2')) return this.fail('STOMP_PROTOCOL_ERROR', 'only STOMP 1.2 is served');
    const clientBeat = parseHeartbeat(h['heart-beat']);
    if (!clientBeat) return this.fail('STOMP_PROTOCOL_ERROR', 'bad heart-beat header');
    this.state = 'authenticating';
    let user: SocketUser;
    try {
      user = await this.host.authenticate(h.Authorization ?? h.authorization);
    } catch (err) {
      return this.fail(err instanceof AppError ? err.code : 'AUTH_TOKEN_INVALID', 'authentication failed');
    }
    if (this.state !== 'authenticating') return; // closed while the token was checked
    this.user = user;
    this.language = user.language;
    this.state = 'connected';
    const beat = negotiateHeartbeat(clientBeat, this.host.heartbeatMs);
    this.send(
      encodeFrame('CONNECTED', {
        version: '1.2',
        'heart-beat': `${this.host.heartbeatMs},${this.host.heartbeatMs}`,
        server: 'freight-portal/1',
      }),
    );
    this.host.register(this);
    this.startHeartbeats(beat.sendEveryMs, beat.expectEveryMs);
    // The socket lives no longer than the token that opened it.
    const untilExpiry = user.expiresAt - Date.now();
    this.timers.push(
      setTimeout(
        () => this.fail('AUTH_TOKEN_EXPIRED', 'token expired'),
        Math.min(Math.max(untilExpiry, 0), MAX_TIMER_MS),
      ),
    );
    for (const held of this.heldWhileAuthenticating.splice(0)) this.onFrame(held);
  }

  private startHeartbeats(sendEveryMs: number, expectEveryMs: number): void {
    if (sendEveryMs > 0) this.timers.push(setInterval(() => this.send(HEARTBEAT), sendEveryMs));
    // Beats promised: expect them. None promised: still drop a client silent past the idle limit.
    const silentLimitMs = expectEveryMs > 0 ? expectEveryMs * HEARTBEAT_GRACE : this.host.heartbeatMs * IDLE_INTERVALS;
    const checkEveryMs = expectEveryMs > 0 ? expectEveryMs : this.host.heartbeatMs;
    if (silentLimitMs > 0) {
      this.timers.push(
        setInterval(() => {
          if (Date.now() - this.lastReceivedAt > silentLimitMs)
            this.close(1001, expectEveryMs > 0 ? 'heart-beat missed' : 'idle');
        }, checkEveryMs),
      );
    }
  }

  private receipt(h: StompHeaders): void {
    if (h.receipt) this.send(encodeFrame('RECEIPT', { 'receipt-id': h.receipt }));
  }

  /** ERROR frame (stable code in `message`, translated text as body), then close. */
  private fail(code: ErrorCode, detail: string, receipt?: string): void {
    if (this.state === 'closed') return;
    const headers: StompHeaders = { message: code, 'content-type': 'text/plain' };
    if (receipt) headers['receipt-id'] = receipt;
    this.send(encodeFrame('ERROR', headers, `${ERROR_MESSAGES[code][this.language]} (${detail})`));
    this.cleanup();
    this.socket.close(code.startsWith('AUTH_') || code === 'STOMP_UNKNOWN_DESTINATION' ? 1008 : 1002, code);
  }

  private send(data: string): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(data);
  }

  private cleanup(): void {
    if (this.state === 'closed') return;
    const wasConnected = this.state === 'connected';
    this.state = 'closed';
    for (const t of this.timers) clearTimeout(t);
    this.timers.length = 0;
    this.subscriptions.clear();
    if (wasConnected) this.host.unregister(this);
  }
}
