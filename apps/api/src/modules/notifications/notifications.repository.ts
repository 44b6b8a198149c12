import { Injectable } from '@nestjs/common';
import type { Language, Permission, Service } from '@freight/shared';
import { decodeCursor } from '../../common/pagination/keyset.js';
import { PreparedReads } from '../../common/prisma/prepared-reads.js';
import { PrismaService } from '../../common/prisma/prisma.service.js';
import { afterKeySql, db } from '../../common/prisma/sql-builder.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { MODE_PERMISSION } from '../quotations/pricing-modes.js';
import { SERVICE_MODE } from '@freight/shared';

export const notificationSelect = {
  id: true,
  recipientId: true,
  title: true,
  message: true,
  topic: true,
  key: true,
  read: true,
  createdAt: true,
} as const satisfies Prisma.NotificationSelect;
export type NotificationRow = Prisma.NotificationGetPayload<{ select: typeof notificationSelect }>;

/** The unread count stops here (see countUnread). */
export const UNREAD_COUNT_CAP = 100;

export type NewNotification = {
  recipientId: string;
  title: string;
  message: string;
  key: string | null;
  /** What happened (NotificationTopic), to render it again in the reader's language. */
  topic?: Prisma.InputJsonValue;
};
export type Recipient = { id: string; language: Language };

/** People who can be told: active, allowed into the web. */
const reachable = { active: true, webAccess: true } as const satisfies Prisma.UserWhereInput;

@Injectable()
export class NotificationsRepository {
  constructor(
    private readonly prisma: PrismaService,
    private readonly reads: PreparedReads,
  ) {}

  /** One keyset page (limit + 1 rows), newest first, on (recipient_id[, read], created_at, id). */
  listPage(recipientId: string, q: { limit: number; cursor?: string; unread?: boolean }): Promise<NotificationRow[]> {
    const key = q.cursor ? decodeCursor('notifications', 'createdAt', q.cursor) : null;
    const query = db
      .selectFrom('notifications')
      .select([
        'notifications.id',
        'notifications.recipient_id as recipientId',
        'notifications.title',
        'notifications.message',
        'notifications.topic',
        'notifications.key',
        'notifications.read',
        'notifications.created_at as createdAt',
      ])
      .where('notifications.recipient_id', '=', recipientId)
      .$if(!!q.unread, (w) => w.where('notifications.read', '=', false))
      .$if(key !== null, (w) => w.where(afterKeySql('notifications.created_at', 'notifications.id', 'desc', key!)))
      .orderBy('notifications.created_at', 'desc')
      .orderBy('notifications.id', 'desc')
      .limit(q.limit + 1);
    return this.reads.all(query);
  }

  /**
   * Unread rows up to UNREAD_COUNT_CAP: the bell shows "99+" beyond 99, so counting 100k index
   * entries on every call would buy nothing. 100 means "100 or more".
   */
  async countUnread(recipientId: string): Promise<number> {
    const [row] = await this.prisma.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM (
        SELECT 1 FROM notifications WHERE recipient_id = ${recipientId}::uuid AND read = false LIMIT ${UNREAD_COUNT_CAP}) capped`;
    return row.n;
  }

  /** Only the caller's own unread rows change; other users' ids simply match nothing. */
  async markRead(recipientId: string, ids: string[], at: Date): Promise<number> {
    const { count } = await this.prisma.notification.updateMany({
      where: { recipientId, id: { in: ids }, read: false },
      data: { read: true, readAt: at },
    });
    return count;
  }

  async markAllRead(recipientId: string, at: Date): Promise<number> {
    const { count } = await this.prisma.notification.updateMany({
      where: { recipientId, read: false },
      data: { read: true, readAt: at },
    });
    return count;
  }

  /** One INSERT for every recipient of an event. */
  insertMany(rows: NewNotification[]): Promise<NotificationRow[]> {
    return this.prisma.notification.createManyAndReturn({ data: rows, select: notificationSelect });
  }

  findRecipient(id: string): Promise<Recipient | null> {
    return this.prisma.user.findFirst({ where: { id, ...reachable }, select: { id: true, language: true } });
  }

  recipients(ids: string[]): Promise<Recipient[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.prisma.user.findMany({
      where: { id: { in: ids }, ...reachable },
      select: { id: true, language: true },
    });
  }

  /** Pricing users whose mode permissions cover the service (PRICING plus PRICING_<MODE>). */
  pricingUsersFor(service: Service): Promise<Recipient[]> {
    const mode = MODE_PERMISSION[SERVICE_MODE[service]];
    return this.prisma.user.findMany({
      where: {
        ...reachable,
        AND: [{ permissions: { some: { permission: 'PRICING' } } }, { permissions: { some: { permission: mode } } }],
      },
      select: { id: true, language: true },
    });
  }

  /** Every reachable user holding a permission (e.g. the mail triage's, issue 42). */
  holdersOf(permission: Permission): Promise<Recipient[]> {
    return this.prisma.user.findMany({
      where: { ...reachable, permissions: { some: { permission } } },
      select: { id: true, language: true },
    });
  }

  /** Managers who have this commercial among their related commercials. */
  managersOf(commercialId: string): Promise<Recipient[]> {
    return this.prisma.user.findMany({
      where: { ...reachable, relatedCommercials: { some: { id: commercialId } } },
      select: { id: true, language: true },
    });
  }

  /** What a notification about a quotation needs to say and whom it concerns. */
  quotationFacts(id: string) {
    return this.prisma.quotation.findUnique({
      where: { id },
      select: {
        reference: true,
        service: true,
        originName: true,
        originCode: true,
        destinationName: true,
        destinationCode: true,
        commercialId: true,
        pricingUserId: true,
      },
    });
  }

  /** The trade name of an operation's client; null when the operation is gone. */
  operationClientName(id: string): Promise<string | null> {
    return this.prisma.operation
      .findUnique({ where: { id }, select: { client: { select: { tradeName: true } } } })
      .then((o) => o?.client.tradeName ?? null);
  }

  userName(id: string): Promise<string | null> {
    return this.prisma.user.findUnique({ where: { id }, select: { name: true } }).then((u) => u?.name ?? null);
  }

  providerName(id: string): Promise<string | null> {
    return this.prisma.provider.findUnique({ where: { id }, select: { name: true } }).then((p) => p?.name ?? null);
  }
}
