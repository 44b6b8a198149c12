import { afterCursor, keysetOrder } from '../../src/common/pagination/keyset.js';
import type { PrismaService } from '../../src/common/prisma/prisma.service.js';
import { notificationSelect, type NotificationRow } from '../../src/modules/notifications/notifications.repository.js';

/**
 * Each list page as Prisma's findMany answers it: the arguments the repositories built before they read
 * through the typed SQL builder (issue 40). The equivalence test compares the repositories with these,
 * page after page, value for value and type for type.
 */
export class PrismaLists {
  constructor(private readonly prisma: PrismaService) {}

  notifications(
    recipientId: string,
    q: { limit: number; cursor?: string; unread?: boolean },
  ): Promise<NotificationRow[]> {
    return this.prisma.notification.findMany({
      where: {
        recipientId,
        ...(q.unread ? { read: false } : {}),
        ...afterCursor('notifications', 'createdAt', 'desc', q.cursor),
      },
      orderBy: keysetOrder('createdAt', 'desc'),
      take: q.limit + 1,
      select: notificationSelect,
    });
  }
}
