import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { NOTIFICATION_SOCKET_PATH } from '@freight/shared';
import { WebSocketServer, type WebSocket } from 'ws';
import { APP_CONFIG, type AppConfig } from '../../../common/config/app-config.js';
import { servesApi } from '../../../common/config/process-role.js';
import { pickLanguage } from '../../../common/errors/language.js';
import { Metrics } from '../../../common/metrics/metrics.service.js';
import { NotificationBus, type NotificationEnvelope } from '../notification-bus.js';
import { StompAuthenticator } from './stomp-authenticator.js';
import { StompSession, type SessionHost } from './stomp-session.js';

/** STOMP over a plain WebSocket names its versions as sub-protocols; 1.2 is the one we speak. */
const STOMP_SUBPROTOCOLS = ['v12.stomp', 'v11.stomp', 'v10.stomp'];
const MAX_MESSAGE_BYTES = 64 * 1024;

/**
 * The real-time channel at /ws/v1/ws on the API's own port: upgrades the HTTP connection,
 * keeps each user's open sessions, and hands every notification the bus delivers to that
 * user's sessions on this instance. Auth is the CONNECT frame's bearer token, never a cookie,
 * so another site cannot ride a user's session through the socket.
 */
@Injectable()
export class StompGateway implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('StompGateway');
  private readonly sessionsByUser = new Map<string, Set<StompSession>>();
  private readonly open = new Set<StompSession>();
  private wss: WebSocketServer | null = null;
  private server: Server | null = null;
  private readonly host: SessionHost;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly authenticator: StompAuthenticator,
    private readonly bus: NotificationBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly metrics: Metrics,
  ) {
    this.host = {
      authenticate: (authorization) => this.authenticator.authenticate(authorization),
      register: (s) => this.register(s),
      unregister: (s) => this.unregister(s),
      heartbeatMs: config.stompHeartbeatMs,
      onError: (message) => this.logger.debug(message),
      onFrame: () => this.metrics.stompMessages.inc({ direction: 'in' }),
    };
  }

  onApplicationBootstrap(): void {
    // A worker process (PROCESS_ROLE=worker) holds no sockets: users connect to the API processes.
    if (!servesApi(this.config.processRole)) return;
    this.server = this.adapterHost.httpAdapter.getHttpServer() as Server;
    this.wss = new WebSocketServer({
      noServer: true,
      maxPayload: MAX_MESSAGE_BYTES,
      handleProtocols: (offered) => STOMP_SUBPROTOCOLS.find((p) => offered.has(p)) ?? false,
    });
    this.server.on('upgrade', this.onUpgrade);
    this.bus.onDelivery((envelope) => this.deliver(envelope));
    this.bus.onSessionClose((userId) => this.closeSessionsOf(userId));
    this.bus.onSessionsEnded(({ userId, sessionIds }) => this.closeSessionsOf(userId, new Set(sessionIds)));
  }

  /**
   * Sockets on this instance opened by ended sessions (or all of a deactivated user's) get an
   * ERROR frame with the code, then close (policy violation).
   */
  private closeSessionsOf(userId: string, only?: Set<string>): void {
    for (const session of [...(this.sessionsByUser.get(userId) ?? [])]) {
      if (!only || (session.sessionId !== null && only.has(session.sessionId)))
        session.end('AUTH_SESSION_ENDED', 'session ended');
    }
  }

  /** Sockets of this instance, for tests and logs. */
  connectedSessions(): number {
    let n = 0;
    for (const set of this.sessionsByUser.values()) n += set.size;
    return n;
  }

  beforeApplicationShutdown(): void {
    this.server?.off('upgrade', this.onUpgrade);
    for (const session of this.open) session.close();
    this.open.clear();
    this.metrics.stompConnections.set(0);
    this.sessionsByUser.clear();
    this.wss?.close();
  }

  private readonly onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const path = (req.url ?? '').split('?')[0].replace(/\/+$/, '');
    if (path !== NOTIFICATION_SOCKET_PATH || !this.wss) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    this.wss.handleUpgrade(req, socket, head, (ws: WebSocket) => {
      const session = new StompSession(
        ws,
        this.host,
        pickLanguage(req.headers['accept-language'], this.config.defaultLanguage),
      );
      this.open.add(session);
      this.metrics.stompConnections.set(this.open.size);
      ws.on('close', () => {
        this.open.delete(session);
        this.metrics.stompConnections.set(this.open.size);
      });
    });
  };

  private register(session: StompSession): void {
    const userId = session.userId;
    if (!userId) return;
    let set = this.sessionsByUser.get(userId);
    if (!set) this.sessionsByUser.set(userId, (set = new Set()));
    set.add(session);
  }

  private unregister(session: StompSession): void {
    const userId = session.userId;
    const set = userId ? this.sessionsByUser.get(userId) : undefined;
    if (!set || !userId) return;
    set.delete(session);
    if (set.size === 0) this.sessionsByUser.delete(userId);
  }

  private deliver({ recipientId, push }: NotificationEnvelope): void {
    let frames = 0;
    for (const session of this.sessionsByUser.get(recipientId) ?? []) frames += session.deliver(push);
    if (frames > 0) this.metrics.stompMessages.inc({ direction: 'out' }, frames);
  }
}
