import { Injectable } from '@nestjs/common';
import type { ProviderContactDto, ProviderListQueryDto, UpdateProviderDto } from '@freight/shared/dto';
import { afterCursor, keysetOrder } from '../../common/pagination/keyset.js';
import { PrismaService, type Tx } from '../../common/prisma/prisma.service.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { orNull, uniqueWrite } from '../../common/prisma/db-refusal.js';

const contactSelect = {
  id: true,
  name: true,
  email: true,
  primary: true,
  services: true,
  traffics: true,
  comments: true,
  active: true,
  bouncedAt: true,
} as const;

const detailSelect = {
  id: true,
  code: true,
  name: true,
  language: true,
  active: true,
  originCountries: true,
  destinationCountries: true,
  categories: true,
  services: true,
  createdAt: true,
  updatedAt: true,
  contacts: {
    select: contactSelect,
    orderBy: [{ primary: 'desc' }, { active: 'desc' }, { name: 'asc' }, { id: 'asc' }],
  },
} as const satisfies Prisma.ProviderSelect;

type ContactData = Omit<ProviderContactDto, 'primary'> & { primary: boolean };

function contactData(c: ContactData) {
  return {
    name: c.name,
    email: c.email,
    primary: c.primary,
    services: c.services,
    traffics: c.traffics,
    comments: c.comments ?? null,
  };
}

@Injectable()
export class ProvidersRepository {
  constructor(private readonly prisma: PrismaService) {}

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.prisma.transaction(work);
  }

  /** One keyset page (limit + 1 rows). Name search uses the trigram index, countries the GIN indexes. */
  listPage(q: ProviderListQueryDto) {
    const search = q.search?.trim();
    const where: Prisma.ProviderWhereInput = {
      AND: [
        search
          ? {
              OR: [{ name: { contains: search, mode: 'insensitive' } }, { code: { startsWith: search.toUpperCase() } }],
            }
          : {},
        q.active === undefined ? {} : { active: q.active },
        q.service ? { services: { has: q.service } } : {},
        q.category ? { categories: { has: q.category } } : {},
        q.country
          ? { OR: [{ originCountries: { has: q.country } }, { destinationCountries: { has: q.country } }] }
          : {},
        afterCursor('providers', q.sort, q.order, q.cursor),
      ],
    };
    return this.prisma.provider.findMany({
      where,
      orderBy: keysetOrder(q.sort, q.order),
      take: q.limit + 1,
      select: {
        id: true,
        code: true,
        name: true,
        language: true,
        active: true,
        originCountries: true,
        destinationCountries: true,
        categories: true,
        services: true,
        createdAt: true,
        contacts: { where: { primary: true, active: true }, select: { name: true, email: true }, take: 1 },
        _count: { select: { contacts: { where: { active: true } } } },
      },
    });
  }

  findDetail(id: string, tx: Tx | PrismaService = this.prisma) {
    return tx.provider.findUnique({ where: { id }, select: detailSelect });
  }

  /** The provider and its contacts in one insert; a taken code is 409 CONFLICT on `code`. */
  create(data: UpdateProviderDto, contacts: ContactData[], userId: string) {
    return uniqueWrite('code', data.code, () =>
      this.prisma.provider.create({
        data: {
          ...data,
          createdBy: userId,
          updatedBy: userId,
          contacts: { create: contacts.map((c) => ({ ...contactData(c), createdBy: userId, updatedBy: userId })) },
        },
        select: detailSelect,
      }),
    );
  }

  /** Null when no such provider. */
  update(id: string, data: UpdateProviderDto, userId: string) {
    return uniqueWrite('code', data.code, () =>
      this.prisma.provider.update({ where: { id }, data: { ...data, updatedBy: userId }, select: detailSelect }),
    );
  }

  setActive(id: string, active: boolean, userId: string) {
    return orNull(() =>
      this.prisma.provider.update({ where: { id }, data: { active, updatedBy: userId }, select: detailSelect }),
    );
  }

  /**
   * Locks the provider row for the rest of the transaction, so concurrent contact changes of one
   * provider run one after the other and the one-primary rule holds. False when no such provider.
   */
  async lockProvider(tx: Tx, id: string): Promise<boolean> {
    const rows = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM providers WHERE id = ${id}::uuid FOR UPDATE`;
    return rows.length > 0;
  }

  contactStates(tx: Tx, providerId: string) {
    return tx.providerContact.findMany({ where: { providerId }, select: { id: true, primary: true, active: true } });
  }

  /** Takes the primary role from every contact of the provider except `keepId`. */
  clearPrimary(tx: Tx, providerId: string, keepId: string | null, userId: string) {
    return tx.providerContact.updateMany({
      where: { providerId, primary: true, ...(keepId ? { id: { not: keepId } } : {}) },
      data: { primary: false, updatedBy: userId },
    });
  }

  createContact(tx: Tx, providerId: string, contact: ContactData, userId: string) {
    return tx.providerContact.create({
      data: { ...contactData(contact), providerId, createdBy: userId, updatedBy: userId },
      select: { id: true },
    });
  }

  async updateContact(tx: Tx, id: string, contact: ContactData, userId: string) {
    // A new address has not bounced (yet): the warning of the old one goes (issue 42).
    await tx.providerContact.updateMany({
      where: { id, NOT: { email: { equals: contact.email, mode: 'insensitive' } } },
      data: { bouncedAt: null },
    });
    return tx.providerContact.update({
      where: { id },
      data: { ...contactData(contact), updatedBy: userId },
      select: { id: true },
    });
  }

  setContactActive(tx: Tx, id: string, active: boolean, userId: string) {
    return tx.providerContact.update({ where: { id }, data: { active, updatedBy: userId }, select: { id: true } });
  }
}
