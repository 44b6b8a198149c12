import { afterCursor, keysetOrder } from '../../src/common/pagination/keyset.js';
import type { RateListQueryDto } from '@freight/shared/dto';
import type { PrismaService } from '../../src/common/prisma/prisma.service.js';
import { rateFilters } from '../../src/modules/rates/rates.service.js';
import { rateListSelect, type RateListRow } from '../../src/modules/rates/rates.repository.js';
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

  async rates(q: RateListQueryDto, today: string): Promise<RateListRow[]> {
    const rows = await this.prisma.rate.findMany({
      where: { AND: [{ current: true }, rateFilters(q, today), afterCursor('rates', q.sort, q.order, q.cursor)] },
      orderBy: keysetOrder(q.sort, q.order),
      take: q.limit + 1,
      select: { ...rateListSelect, _count: { select: { charges: true } } },
    });
    return rows.map(({ _count, ...r }) => ({ ...r, chargeCount: _count.charges }));
  }
}
