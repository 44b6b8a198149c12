import { Injectable } from '@nestjs/common';
import type { Permission } from '@freight/shared';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AppError } from '../../common/errors/app-error.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { PrismaService } from '../../common/prisma/prisma.service.js';

/** What a staff user may see of quotations, as a row filter every query of the module applies. */
export type QuotationScope = Prisma.QuotationWhereInput;

/**
 * Record-level access: pricing sees every quotation; a commercial sees those they own or that are
 * assigned to them; a manager also sees those of their related commercials. Anyone else sees none.
 * A quotation outside the scope answers 404, so its existence is not revealed.
 */
@Injectable()
export class QuotationPolicy {
  constructor(private readonly prisma: PrismaService) {}

  async scope(user: AuthUser): Promise<QuotationScope> {
    const has = (p: Permission) => user.permissions.includes(p);
    if (has('PRICING')) return {};
    const ors: QuotationScope[] = [];
    if (has('COMMERCIAL') || has('COMMERCIAL_MANAGER')) ors.push({ commercialId: user.id }, { assignedToId: user.id });
    if (has('COMMERCIAL_MANAGER')) {
      const related = await this.relatedCommercialIds(user.id);
      if (related.length) ors.push({ commercialId: { in: related } });
    }
    return ors.length ? { OR: ors } : { id: { in: [] } };
  }

  async relatedCommercialIds(managerId: string): Promise<string[]> {
    const rows = await this.prisma.user.findUnique({
      where: { id: managerId },
      select: { relatedCommercials: { select: { id: true } } },
    });
    return rows?.relatedCommercials.map((r) => r.id) ?? [];
  }

  /** The quotation if the user may see it, else NOT_FOUND. */
  async findVisible(user: AuthUser, reference: string) {
    const row = await this.prisma.quotation.findFirst({
      where: { AND: [{ reference }, await this.scope(user)] },
      select: { id: true, reference: true, status: true, active: true, commercialId: true, assignedToId: true, clientId: true },
    });
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }
}
