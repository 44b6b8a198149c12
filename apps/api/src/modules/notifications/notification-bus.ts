import { Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { NotificationPush } from '@freight/shared';
import { Redis } from 'ioredis';

/** One stored notification on its way to the recipient's open sockets. */
export type NotificationEnvelope = { recipientId: string; push: NotificationPush };
type DeliveryHandler = (envelope: NotificationEnvelope) => void;
type SessionCloseHandler = (userId: string) => void;
/** Ended server-side sessions: the sockets they opened close with an ERROR frame. */
export type SessionsEnded = { userId: string; sessionIds: string[] };
type SessionsEndedHandler = (ended: SessionsEnded) => void;
/** On the wire: a batch of notifications, an order to close one user's sockets (deactivated), or ended sessions. */
type BusMessage = NotificationEnvelope[] | { closeSessionsOf: string } | { sessionsEnded: SessionsEnded };

/**
 * Carries new notifications to every API instance's sockets. Each instance delivers only what
 * the bus hands back to it, never directly, so a notification reaches each socket exactly once
 * whichever instance created it.
 */
export abstract class NotificationBus {
  protected readonly handlers: DeliveryHandler[] = [];
  protected readonly closeHandlers: SessionCloseHandler[] = [];
  protected readonly endedHandlers: SessionsEndedHandler[] = [];

  onDelivery(handler: DeliveryHandler): void {
    this.handlers.push(handler);
  }

  /** Called on every instance when some instance asks to close a user's sockets. */
  onSessionClose(handler: SessionCloseHandler): void {
    this.closeHandlers.push(handler);
  }

  /** Called on every instance when some instance ended sessions (sign-out, access change, password). */
  onSessionsEnded(handler: SessionsEndedHandler): void {
    this.endedHandlers.push(handler);
  }

  protected sessionsEnded(ended: SessionsEnded): void {
    for (const handler of this.endedHandlers) handler(ended);
  }

  protected closeSessions(userId: string): void {
    for (const handler of this.closeHandlers) handler(userId);
  }

  protected receive(message: BusMessage): void {
    if (Array.isArray(message)) this.deliver(message);
    else if ('closeSessionsOf' in message && typeof message.closeSessionsOf === 'string')
      this.closeSessions(message.closeSessionsOf);
    else if ('sessionsEnded' in message && Array.isArray(message.sessionsEnded?.sessionIds))
      this.sessionsEnded(message.sessionsEnded);
  }

  /** Every instance closes the sockets opened by these sessions. */
  abstract publishSessionsEnded(ended: SessionsEnded): Promise<void>;

  /** Every instance closes the user's open sockets (the user was deactivated). */
  abstract publishSessionClose(userId: string): Promise<void>;

  protected deliver(envelopes: NotificationEnvelope[]): void {
    for (const envelope of envelopes) for (const handler of this.handlers) handler(envelope);
  }

  abstract publish(envelopes: NotificationEnvelope[]): Promise<void>;
}

/** A single instance (demo run without Redis): the bus is this process. */
export class LocalNotificationBus extends NotificationBus {
  publish(envelopes: NotificationEnvelope[]): Promise<void> {
    // Asynchronous like Redis, so callers never depend on delivery happening inside their call.
    queueMicrotask(() => this.deliver(envelopes));
    return Promise.resolve();
  }

  publishSessionClose(userId: string): Promise<void> {
    queueMicrotask(() => this.closeSessions(userId));
    return Promise.resolve();
  }

  publishSessionsEnded(ended: SessionsEnded): Promise<void> {
    queueMicrotask(() => this.sessionsEnded(ended));
    return Promise.resolve();
  }
}

const SUBSCRIBE_WAIT_MS = 5000;

/**
 * Redis pub/sub fan-out: every instance subscribes to one channel and receives each batch once,
 * including the batches it published itself. Pub/sub keeps nothing: a socket that is not
 * connected at that moment gets the notification from the stored list on its next fetch.
 */
export class RedisNotificationBus extends NotificationBus implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('NotificationBus');
  private readonly publisher: Redis;
  private readonly subscriber: Redis;

  constructor(
    redisUrl: string,
    private readonly channel: string,
  ) {
    super();
    // A push is best effort (the stored list has every notification), so a publish never waits for a
    // Redis that is down: no offline queue, no retry, one second at most. With retries queued, a write
    // that notified someone took 2 s while Redis was down (fault test).
    this.publisher = new Redis(redisUrl, { maxRetriesPerRequest: 0, enableOfflineQueue: false, commandTimeout: 1000 });
    // A subscriber connection can only subscribe; ioredis re-subscribes by itself after a reconnect.
    this.subscriber = new Redis(redisUrl, { maxRetriesPerRequest: null });
    for (const client of [this.publisher, this.subscriber]) {
      client.on('error', (err: Error) => this.logger.warn(`Redis: ${err.message}`));
    }
    this.subscriber.on('message', (channel: string, message: string) => {
      if (channel !== this.channel) return;
      try {
        this.receive(JSON.parse(message) as BusMessage);
      } catch (err) {
        this.logger.warn(`Unreadable notification batch: ${(err as Error).message}`);
      }
    });
  }

  async onModuleInit(): Promise<void> {
    // Wait for the subscription so nothing published right after start-up is missed,
    // but never hang start-up on a Redis that is down (/health reports it).
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((done) => {
      timer = setTimeout(() => done('timeout'), SUBSCRIBE_WAIT_MS);
    });
    const result = await Promise.race([this.subscriber.subscribe(this.channel).catch((e: Error) => e), timeout]);
    clearTimeout(timer);
    if (result === 'timeout' || result instanceof Error) {
      this.logger.warn(
        `Notification channel not subscribed yet (${result === 'timeout' ? 'timeout' : result.message}); retrying in the background`,
      );
    }
  }

  async publish(envelopes: NotificationEnvelope[]): Promise<void> {
    if (envelopes.length === 0) return;
    await this.publisher.publish(this.channel, JSON.stringify(envelopes));
  }

  async publishSessionClose(userId: string): Promise<void> {
    await this.publisher.publish(this.channel, JSON.stringify({ closeSessionsOf: userId } satisfies BusMessage));
  }

  async publishSessionsEnded(ended: SessionsEnded): Promise<void> {
    await this.publisher.publish(this.channel, JSON.stringify({ sessionsEnded: ended } satisfies BusMessage));
  }

  async onModuleDestroy(): Promise<void> {
    for (const client of [this.subscriber, this.publisher]) {
      if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
      else client.disconnect();
    }
  }
}
