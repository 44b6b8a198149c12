import type { Language, QuotationStatus } from '@freight/shared';
import type { PrismaClient } from '../../apps/api/src/generated/prisma/client.js';
import {
  renderNotification,
  type NotificationTopic,
} from '../../apps/api/src/modules/notifications/notification-texts.js';

const HOUR = 3_600_000;

/**
 * A few notifications so the bell has something to show on a first demo sign-in: pricing has a new
 * request and an agent's costs, the commercial a priced quotation and a status change. Runs once
 * (skips when any notification exists); the tests start from the same data.
 */
export async function seedDemoNotifications(prisma: PrismaClient): Promise<void> {
  if ((await prisma.notification.count()) > 0) return;
  const users = await prisma.user.findMany({
    where: { username: { in: ['comercial', 'pricing'] } },
    select: { id: true, username: true, name: true, language: true },
  });
  const by = Object.fromEntries(users.map((u) => [u.username, u]));
  const pick = (status: QuotationStatus) =>
    prisma.quotation.findFirst({
      where: { status, commercial: { username: 'comercial' } },
      orderBy: { createdAt: 'desc' },
      select: { reference: true, service: true, originName: true, destinationName: true },
    });
  const [requested, quoted, pending] = await Promise.all([pick('REQUESTED'), pick('QUOTED'), pick('PENDING')]);
  if (!by.comercial || !by.pricing || !requested || !quoted || !pending) return;
  const agent = await prisma.costRequest.findFirst({
    where: { quotation: { reference: pending.reference } },
    select: { provider: { select: { name: true } } },
  });

  const now = Date.now();
  const lane = (q: { originName: string | null; destinationName: string | null }) =>
    [q.originName, q.destinationName].filter(Boolean).join(' → ');
  const rows: { to: { id: string; language: Language }; topic: NotificationTopic; hoursAgo: number; read: boolean }[] =
    [
      {
        to: by.pricing,
        topic: {
          kind: 'newRequest',
          reference: requested.reference,
          service: requested.service,
          lane: lane(requested),
          by: by.comercial.name,
        },
        hoursAgo: 1,
        read: false,
      },
      {
        to: by.pricing,
        topic: { kind: 'costsReceived', reference: pending.reference, provider: agent?.provider.name ?? '—' },
        hoursAgo: 5,
        read: true,
      },
      {
        to: by.comercial,
        topic: { kind: 'priced', reference: quoted.reference, status: 'QUOTED', by: by.pricing.name },
        hoursAgo: 2,
        read: false,
      },
      {
        to: by.comercial,
        topic: {
          kind: 'statusChanged',
          reference: pending.reference,
          from: 'REQUESTED',
          to: 'PENDING',
          by: by.pricing.name,
        },
        hoursAgo: 6,
        read: true,
      },
    ];
  await prisma.notification.createMany({
    data: rows.map((r) => {
      const at = new Date(now - r.hoursAgo * HOUR);
      return {
        recipientId: r.to.id,
        ...renderNotification(r.topic, r.to.language),
        topic: r.topic,
        read: r.read,
        readAt: r.read ? at : null,
        createdAt: at,
      };
    }),
  });
}
