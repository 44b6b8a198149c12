import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AddressInfo } from 'node:net';
import { NotificationBus, type NotificationEnvelope } from '../../src/modules/notifications/notification-bus.js';
import { NotificationsService } from '../../src/modules/notifications/notifications.service.js';
import { StompGateway } from '../../src/modules/notifications/stomp/stomp-gateway.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import { eventually, openStomp, sessionToken, type TestStomp } from './stomp-test-client.js';

const CLIENTS = 500;
const BATCH = 50;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

describe(`${CLIENTS} connected STOMP clients`, () => {
  let t: TestApp;
  let port: number;
  const users: { id: string; username: string; sid: string }[] = [];
  const clients: TestStomp[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    await t.app.listen(0, '127.0.0.1');
    port = (t.app.getHttpServer().address() as AddressInfo).port;
    users.push(
      ...(await sql<{ id: string; username: string; sid: string }>(
        t.db.url,
        // Each user with an open server-side session, as a sign-in would leave it.
        `WITH u AS (INSERT INTO users (id, code, name, email, username, password_hash, updated_at)
           SELECT gen_random_uuid(), 'LD' || i, 'Load ' || i, 'load' || i || '@freight.test', 'load' || i, 'x', now()
           FROM generate_series(1, $1) i RETURNING id, username),
         s AS (INSERT INTO sessions (id, user_id, expires_at) SELECT gen_random_uuid(), id, now() + interval '1 hour' FROM u RETURNING id, user_id)
         SELECT u.id, u.username, s.id AS sid FROM u JOIN s ON s.user_id = u.id`,
        [CLIENTS],
      )),
    );
  }, 240_000);

  afterAll(async () => {
    for (let i = 0; i < clients.length; i += BATCH) await Promise.all(clients.slice(i, i + BATCH).map((c) => c.stop()));
    await t.close();
  }, 240_000);

  it('each receives its own message, none lost and none misdelivered (p95 latency printed)', async () => {
    const expiresAt = Date.now() + 3600_000;
    for (let i = 0; i < users.length; i += BATCH) {
      const batch = users.slice(i, i + BATCH).map((u) =>
        openStomp(
          port,
          sessionToken(
            t.config.jwtSecret,
            {
              user_email: `${u.username}@freight.test`,
              user_username: u.username,
              user_code: u.username,
              user_name: u.username,
              authorities: '',
              sid: u.sid,
            },
            expiresAt,
          ),
        ),
      );
      clients.push(...batch);
      await Promise.all(batch.map((c) => c.connected));
      await Promise.all(batch.map((c) => c.subscribe()));
    }
    expect(t.app.get(StompGateway).connectedSessions()).toBe(CLIENTS);

    const service = t.app.get(NotificationsService);
    // Instrument the real bus: note when each notification is handed to Redis.
    const bus = t.app.get(NotificationBus);
    const publish = bus.publish.bind(bus);
    const publishedAt = new Map<string, number>();
    bus.publish = (envelopes: NotificationEnvelope[]) => {
      for (const e of envelopes) publishedAt.set(e.push.id, Date.now());
      return publish(envelopes);
    };
    const sentAt = new Map<string, number>();
    await Promise.all(
      users.map(async (u) => {
        sentAt.set(u.id, Date.now());
        await service.create({ recipientId: u.id, title: `Para ${u.username}`, message: 'Carga' });
      }),
    );
    await eventually(() => clients.every((c) => c.messages.length >= 1), 'every client to receive its message', 30_000);

    const fromPublish: number[] = [];
    const fromCreate: number[] = [];
    clients.forEach((c, i) => {
      // Exactly its own message, once.
      expect(c.messages.map((m) => m.title)).toEqual([`Para ${users[i].username}`]);
      fromPublish.push(c.messages[0].receivedAt - publishedAt.get(c.messages[0].id)!);
      fromCreate.push(c.messages[0].receivedAt - sentAt.get(users[i].id)!);
    });
    const figures = (xs: number[]) => {
      xs.sort((x, y) => x - y);
      return `p50 ${percentile(xs, 50)} ms, p95 ${percentile(xs, 95)} ms, max ${xs.at(-1)} ms`;
    };
    console.log(
      `${CLIENTS} STOMP clients, ${CLIENTS} notifications created at once: publish-to-receive ${figures(fromPublish)}; ` +
        `create-to-receive (with the ${CLIENTS} inserts queueing for the pool) ${figures(fromCreate)}`,
    );
  }, 180_000);
});
