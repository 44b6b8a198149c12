import { Injectable } from '@nestjs/common';
import type { AuditQueryDto } from '@freight/shared/dto';
import { decodeCursor } from '../../common/pagination/keyset.js';
import { PrismaService, type Tx } from '../../common/prisma/prisma.service.js';
import { Prisma } from '../../generated/prisma/client.js';

export type AuditRecord = {
  actorId: string | null;
  actorName: string | null;
  ip?: string | null;
  entityType: string;
  entityId: string | null;
  action: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

const json = (v: Record<string, unknown> | null | undefined) =>
  v === null || v === undefined ? Prisma.DbNull : (v as Prisma.InputJsonValue);

/** The append-only audit table: inserts and reads only (the database refuses anything else). */
@Injectable()
export class AuditRepository {
  constructor(private readonly prisma: PrismaService) {}

  async append(record: AuditRecord, tx?: Tx): Promise<void> {
    await (tx ?? this.prisma).auditEvent.create({
      data: { ...record, ip: record.ip ?? null, before: json(record.before), after: json(record.after) },
      select: { id: true },
    });
  }

  /** One keyset page (limit + 1 rows) on (at, id); each filter is the leading column of an index. */
  page(q: AuditQueryDto) {
    const conditions: Prisma.AuditEventWhereInput[] = [];
    if (q.entityType) conditions.push({ entityType: q.entityType });
    if (q.entityId) conditions.push({ entityId: q.entityId });
    if (q.userId) conditions.push({ actorId: q.userId });
    if (q.from) conditions.push({ at: { gte: new Date(q.from) } });
    if (q.to) conditions.push({ at: { lt: new Date(q.to) } });
    if (q.cursor) {
      const { value, id } = decodeCursor('audit', 'at', q.cursor, 'integer');
      const at = value as Date;
      const op = q.order === 'asc' ? 'gt' : 'lt';
      const bound = q.order === 'asc' ? 'gte' : 'lte';
      conditions.push({ at: { [bound]: at } }, { OR: [{ at: { [op]: at } }, { at, id: { [op]: BigInt(id) } }] });
    }
    return this.prisma.auditEvent.findMany({
      where: { AND: conditions },
      orderBy: [{ at: q.order }, { id: q.order }],
      take: q.limit + 1,
    });
  }
}
