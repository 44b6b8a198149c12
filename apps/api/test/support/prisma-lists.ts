import { afterCursor, keysetOrder } from '../../src/common/pagination/keyset.js';
import { normalizeTaxId } from '@freight/shared';
import type { ClientListQueryDto, QuotationListQueryDto, RateListQueryDto } from '@freight/shared/dto';
import type { Prisma } from '../../src/generated/prisma/client.js';
import type { PrismaService } from '../../src/common/prisma/prisma.service.js';
import { rateFilters } from '../../src/modules/rates/rate-exports.repository.js';
import { rateListSelect, type RateListRow } from '../../src/modules/rates/rates.repository.js';
import { notificationSelect, type NotificationRow } from '../../src/modules/notifications/notifications.repository.js';
import type { DeskCursor } from '../../src/modules/support/support-desk-order.js';
import {
  summarySelect as ticketSummarySelect,
  type TicketListFilter,
  type TicketSummaryRow,
} from '../../src/modules/support/support.repository.js';
import {
  DESK_ORDER,
  deskWalks,
  quotationFilters,
  quotationScope,
  quotationView,
  ticketWhere,
} from './prisma-wheres.js';
import type { AuthUser } from '../../src/common/auth/auth-user.js';
import {
  summaryColumns as quotationColumns,
  type SummaryRow,
} from '../../src/modules/quotations/quotations.repository.js';
import {
  operationSummaryColumns,
  type OperationListOptions,
  type OperationSummaryRow,
} from '../../src/modules/operations/operations.repository.js';

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

  /** The clients page with its commercial, as Prisma loads the relation. */
  async clients(q: ClientListQueryDto) {
    const search = q.search?.trim();
    const taxTerm = search ? normalizeTaxId(search) : '';
    const where: Prisma.ClientWhereInput = {
      AND: [
        search
          ? {
              OR: [
                { tradeName: { contains: search, mode: 'insensitive' } },
                { legalName: { contains: search, mode: 'insensitive' } },
                ...(taxTerm ? [{ taxId: { contains: taxTerm } }] : []),
              ],
            }
          : {},
        q.city ? { city: { contains: q.city, mode: 'insensitive' } } : {},
        q.country ? { country: q.country } : {},
        q.commercialId ? { commercialId: q.commercialId } : {},
        afterCursor('clients', q.sort, q.order, q.cursor),
      ],
    };
    return this.prisma.client.findMany({
      where,
      orderBy: keysetOrder(q.sort, q.order),
      take: q.limit + 1,
      select: {
        id: true,
        tradeName: true,
        legalName: true,
        taxId: true,
        city: true,
        country: true,
        paymentTerms: true,
        creditDays: true,
        createdAt: true,
        commercialId: true,
        commercial: { select: { id: true, code: true, name: true } },
      },
    });
  }

  /** The support desk's page: its walks in turn, each a findMany in the desk's order. */
  async supportDesk(
    f: TicketListFilter,
    today: string,
    cursor: DeskCursor | null,
    limit: number,
  ): Promise<TicketSummaryRow[]> {
    const rows: TicketSummaryRow[] = [];
    for (const walk of deskWalks(today, cursor, f.priority)) {
      if (rows.length > limit) break;
      rows.push(
        ...(await this.prisma.supportTicket.findMany({
          where: { AND: [ticketWhere(f), walk] },
          orderBy: DESK_ORDER,
          take: limit + 1 - rows.length,
          select: ticketSummarySelect,
        })),
      );
    }
    return rows;
  }

  /** A page of a user's own and related tickets (a cursor), or the tickets linked to a record (none). */
  supportTickets(f: TicketListFilter, cursor: string | undefined, limit: number): Promise<TicketSummaryRow[]> {
    return this.prisma.supportTicket.findMany({
      where: { AND: [ticketWhere(f), afterCursor('support-tickets', 'createdAt', 'desc', cursor)] },
      orderBy: keysetOrder('createdAt', 'desc'),
      take: limit + 1,
      select: ticketSummarySelect,
    });
  }

  /** An operations list page (general or express) with its client, commercial and operatives. */
  operations(
    where: Prisma.OperationWhereInput,
    o: Omit<OperationListOptions, 'where'>,
  ): Promise<OperationSummaryRow[]> {
    const userRef = { select: { id: true, code: true, name: true } } as const;
    return this.prisma.operation.findMany({
      where: { AND: [where, afterCursor(o.list ?? 'operations', o.sort, o.order, o.cursor)] },
      orderBy: keysetOrder(o.sort, o.order),
      take: o.limit + 1,
      select: {
        ...operationSummaryColumns,
        client: { select: { id: true, tradeName: true } },
        commercial: userRef,
        operatives: { select: { user: userRef }, orderBy: [{ createdAt: 'asc' }, { userId: 'asc' }] },
      },
    });
  }

  /**
   * A page of a quotation list: the user's scope, the view and the screen's filters in one findMany,
   * whichever way the service splits or narrows it (halves, a view inside the scope, a reference window).
   */
  async quotations(user: AuthUser, q: QuotationListQueryDto): Promise<SummaryRow[]> {
    const related = (
      await this.prisma.user.findMany({ where: { commercialOf: { some: { id: user.id } } }, select: { id: true } })
    ).map((u) => u.id);
    const userRef = { select: { id: true, code: true, name: true } } as const;
    return this.prisma.quotation.findMany({
      where: {
        AND: [
          quotationScope(user, related),
          quotationView(q.view, user, related),
          quotationFilters(q, user.timeZone),
          afterCursor('quotations', q.sort, q.order, q.cursor),
        ],
      },
      orderBy: keysetOrder(q.sort, q.order),
      take: q.limit + 1,
      select: {
        ...quotationColumns,
        client: { select: { id: true, tradeName: true } },
        commercial: userRef,
        assignedTo: userRef,
        pricingUser: userRef,
      },
    });
  }
}
