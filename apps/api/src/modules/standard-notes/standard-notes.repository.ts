import { Injectable } from '@nestjs/common';
import type { Service } from '@freight/shared';
import type { StandardNoteDto, StandardNoteListQueryDto } from '@freight/shared/dto';
import { afterCursor, keysetOrder } from '../../common/pagination/keyset.js';
import { PrismaService, type Tx } from '../../common/prisma/prisma.service.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { orNull } from '../../common/prisma/db-refusal.js';

const noteSelect = {
  id: true,
  name: true,
  value: true,
  mandatory: true,
  services: true,
  active: true,
  createdAt: true,
  updatedAt: true,
} as const satisfies Prisma.StandardNoteSelect;

/** Notes listing the service, or listing none (they apply to every service): see noteAppliesToService. */
function appliesTo(service: Service): Prisma.StandardNoteWhereInput {
  return { OR: [{ services: { has: service } }, { services: { isEmpty: true } }] };
}

// A company keeps a handful of standard notes: no index beyond the key is worth its writes.
@Injectable()
export class StandardNotesRepository {
  constructor(private readonly prisma: PrismaService) {}

  listPage(q: StandardNoteListQueryDto) {
    const search = q.search?.trim();
    const where: Prisma.StandardNoteWhereInput = {
      AND: [
        search ? { name: { contains: search, mode: 'insensitive' } } : {},
        q.active === undefined ? {} : { active: q.active },
        q.mandatory === undefined ? {} : { mandatory: q.mandatory },
        q.service ? appliesTo(q.service) : {},
        afterCursor('standard-notes', q.sort, q.order, q.cursor),
      ],
    };
    return this.prisma.standardNote.findMany({
      where,
      orderBy: keysetOrder(q.sort, q.order),
      take: q.limit + 1,
      select: noteSelect,
    });
  }

  /**
   * The notes a quotation of `service` gets automatically: active, mandatory, and listing the
   * service or no service at all. By name. Pass the caller's transaction to read inside it.
   */
  mandatoryFor(service: Service, tx: Tx | PrismaService = this.prisma) {
    return tx.standardNote.findMany({
      where: { AND: [{ active: true, mandatory: true }, appliesTo(service)] },
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
      select: noteSelect,
    });
  }

  /** Every active note that may be added to a quotation of `service` (mandatory ones included). */
  activeFor(service: Service, tx: Tx | PrismaService = this.prisma) {
    return tx.standardNote.findMany({
      where: { AND: [{ active: true }, appliesTo(service)] },
      orderBy: [{ mandatory: 'desc' }, { name: 'asc' }, { id: 'asc' }],
      select: noteSelect,
    });
  }

  create(data: StandardNoteDto, userId: string) {
    return this.prisma.standardNote.create({
      data: { ...data, createdBy: userId, updatedBy: userId },
      select: noteSelect,
    });
  }

  /** Null when no such note. */
  update(id: string, data: StandardNoteDto, userId: string) {
    return orNull(() =>
      this.prisma.standardNote.update({ where: { id }, data: { ...data, updatedBy: userId }, select: noteSelect }),
    );
  }

  setActive(id: string, active: boolean, userId: string) {
    return orNull(() =>
      this.prisma.standardNote.update({ where: { id }, data: { active, updatedBy: userId }, select: noteSelect }),
    );
  }
}
