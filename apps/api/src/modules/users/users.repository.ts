import { Injectable } from '@nestjs/common';
import type { UserListQueryDto } from '@freight/shared/dto';
import { afterCursor, keysetOrder } from '../../common/pagination/keyset.js';
import { PrismaService } from '../../common/prisma/prisma.service.js';
import type { CurrencyFormat, Language, Prisma } from '../../generated/prisma/client.js';

const profileSelect = {
  id: true,
  code: true,
  name: true,
  email: true,
  username: true,
  phone: true,
  language: true,
  currencyFormat: true,
  timeZone: true,
  isCommercial: true,
  isManager: true,
  isThirdParty: true,
  clientId: true,
  mustChangePassword: true,
  permissions: { select: { permission: true } },
} as const;

@Injectable()
export class UsersRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Sign-in looks a user up by username or e-mail, case-insensitively. */
  findForLogin(login: string) {
    const value = login.trim().toLowerCase();
    return this.prisma.user.findFirst({
      where: { OR: [{ username: value }, { email: value }] },
      select: {
        id: true,
        code: true,
        name: true,
        email: true,
        username: true,
        passwordHash: true,
        active: true,
        webAccess: true,
        mustChangePassword: true,
        oidcSubject: true,
        isCommercial: true,
        isManager: true,
        isThirdParty: true,
        permissions: { select: { permission: true } },
      },
    });
  }

  findProfile(id: string) {
    return this.prisma.user.findUnique({ where: { id }, select: profileSelect });
  }

  recordLogin(id: string, at: Date) {
    return this.prisma.user.update({ where: { id }, data: { lastLoginAt: at }, select: { id: true } });
  }

  updateSettings(
    id: string,
    data: { language?: Language; currencyFormat?: CurrencyFormat; timeZone?: string; phone?: string | null },
  ) {
    return this.prisma.user.update({ where: { id }, data: { ...data, updatedBy: id }, select: profileSelect });
  }

  /** One statement (the join table only), not a read of the manager followed by their relation. */
  /** The user's number format (US or LOCAL): exports and PDFs write numbers in it. */
  async numberFormat(id: string): Promise<CurrencyFormat> {
    const row = await this.prisma.user.findUnique({ where: { id }, select: { currencyFormat: true } });
    return row?.currencyFormat ?? 'US';
  }

  async relatedCommercialIds(managerId: string): Promise<string[]> {
    const rows = await this.prisma.user.findMany({
      where: { commercialOf: { some: { id: managerId } } },
      select: { id: true },
    });
    return rows.map((r) => r.id);
  }

  /** An active commercial who can be assigned a quotation. */
  findActiveCommercial(id: string) {
    return this.prisma.user.findFirst({ where: { id, active: true, isCommercial: true }, select: { id: true } });
  }

  /** Users who may own a quotation's pricing (the PRICING permission), for the pricing-owner filter. */
  pricingUsers() {
    return this.prisma.user.findMany({
      where: { permissions: { some: { permission: 'PRICING' } } },
      select: { id: true, code: true, name: true },
      orderBy: { name: 'asc' },
    });
  }

  countUsers() {
    return this.prisma.user.count();
  }

  /** One keyset page (limit + 1 rows) of the users list; every filter and sort has an index. */
  listPage(q: UserListQueryDto) {
    const search = q.search?.trim();
    const where: Prisma.UserWhereInput = {
      AND: [
        search
          ? {
              OR: [
                { name: { contains: search, mode: 'insensitive' } },
                { username: { contains: search, mode: 'insensitive' } },
                { email: { contains: search, mode: 'insensitive' } },
              ],
            }
          : {},
        q.active === undefined ? {} : { active: q.active },
        q.webAccess === undefined ? {} : { webAccess: q.webAccess },
        q.mfaEnabled === undefined
          ? {}
          : q.mfaEnabled
            ? { OR: [{ totpFactor: { is: { confirmedAt: { not: null } } } }, { passkeys: { some: {} } }] }
            : { totpFactor: { isNot: { confirmedAt: { not: null } } }, passkeys: { none: {} } },
        afterCursor('users', q.sort, q.order, q.cursor),
      ],
    };
    return this.prisma.user.findMany({
      where,
      orderBy: keysetOrder(q.sort, q.order),
      take: q.limit + 1,
      select: {
        id: true,
        code: true,
        name: true,
        username: true,
        email: true,
        role: true,
        language: true,
        webAccess: true,
        active: true,
        lastLoginAt: true,
        createdAt: true,
        client: { select: { tradeName: true } },
        totpFactor: { select: { confirmedAt: true } },
        _count: { select: { passkeys: true } },
      },
    });
  }
}
