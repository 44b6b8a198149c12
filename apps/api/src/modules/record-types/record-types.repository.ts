import { Injectable } from '@nestjs/common';
import type { RecordTypeKind } from '@freight/shared';
import type { RecordTypeDto, RecordTypeListQueryDto } from '@freight/shared/dto';
import { afterCursor, type CursorList, keysetOrder } from '../../common/pagination/keyset.js';
import { isDuplicate, isRowMissing } from '../../common/prisma/db-refusal.js';
import { PrismaService } from '../../common/prisma/prisma.service.js';

/** Each kind pages its own list: a document types cursor is no cursor of note types. */
export const RECORD_TYPE_LISTS: Record<RecordTypeKind, CursorList> = { document: 'document-types', note: 'note-types' };

const typeSelect = {
  id: true,
  code: true,
  name: true,
  clientVisible: true,
  providerVisible: true,
  active: true,
  createdAt: true,
  createdBy: true,
  updatedAt: true,
  updatedBy: true,
} as const;

export type RecordTypeRow = {
  id: string;
  code: string;
  name: string;
  clientVisible: boolean;
  providerVisible: boolean;
  active: boolean;
  createdAt: Date;
  createdBy: string | null;
  updatedAt: Date;
  updatedBy: string | null;
};

type Where = { AND: Record<string, unknown>[] } | { id: string } | { active: boolean };

/** The calls both tables answer alike (document_types and note_types have the same columns). */
type TypeDelegate = {
  findMany(args: {
    where?: Where;
    orderBy?: unknown;
    take?: number;
    select: typeof typeSelect;
  }): Promise<RecordTypeRow[]>;
  findUnique(args: { where: { id: string }; select: typeof typeSelect }): Promise<RecordTypeRow | null>;
  create(args: { data: Record<string, unknown>; select: typeof typeSelect }): Promise<RecordTypeRow>;
  update(args: {
    where: { id: string };
    data: Record<string, unknown>;
    select: typeof typeSelect;
  }): Promise<RecordTypeRow>;
};

/** What a write ran into: the case-insensitive unique code index, or no such row. */
export type WriteOutcome = { row: RecordTypeRow } | { taken: true } | { missing: true };

// A company keeps a few dozen types: the unique index on lower(code) is all the table needs.
@Injectable()
export class RecordTypesRepository {
  constructor(private readonly prisma: PrismaService) {}

  private table(kind: RecordTypeKind): TypeDelegate {
    return (kind === 'document' ? this.prisma.documentType : this.prisma.noteType) as unknown as TypeDelegate;
  }

  listPage(kind: RecordTypeKind, q: RecordTypeListQueryDto) {
    const search = q.search?.trim();
    const where: Where = {
      AND: [
        search
          ? {
              OR: [{ code: { startsWith: search.toUpperCase() } }, { name: { contains: search, mode: 'insensitive' } }],
            }
          : {},
        q.active === undefined ? {} : { active: q.active },
        afterCursor(RECORD_TYPE_LISTS[kind], q.sort, q.order, q.cursor),
      ],
    };
    return this.table(kind).findMany({
      where,
      orderBy: keysetOrder(q.sort, q.order),
      take: q.limit + 1,
      select: typeSelect,
    });
  }

  find(kind: RecordTypeKind, id: string) {
    return this.table(kind).findUnique({ where: { id }, select: typeSelect });
  }

  /** Active types by code: what forms offer. */
  active(kind: RecordTypeKind) {
    return this.table(kind).findMany({ where: { active: true }, orderBy: [{ code: 'asc' }], select: typeSelect });
  }

  create(kind: RecordTypeKind, data: RecordTypeDto, userId: string): Promise<WriteOutcome> {
    return outcome(() =>
      this.table(kind).create({ data: { ...data, createdBy: userId, updatedBy: userId }, select: typeSelect }),
    );
  }

  update(kind: RecordTypeKind, id: string, data: RecordTypeDto, userId: string): Promise<WriteOutcome> {
    return outcome(() =>
      this.table(kind).update({ where: { id }, data: { ...data, updatedBy: userId }, select: typeSelect }),
    );
  }

  setActive(kind: RecordTypeKind, id: string, active: boolean, userId: string): Promise<WriteOutcome> {
    return outcome(() =>
      this.table(kind).update({ where: { id }, data: { active, updatedBy: userId }, select: typeSelect }),
    );
  }

  /** Names of the audit users, by id. */
  async userNames(ids: (string | null)[]): Promise<Map<string, string>> {
    const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
    if (wanted.length === 0) return new Map();
    const rows = await this.prisma.user.findMany({ where: { id: { in: wanted } }, select: { id: true, name: true } });
    return new Map(rows.map((r) => [r.id, r.name]));
  }
}

async function outcome(write: () => Promise<RecordTypeRow>): Promise<WriteOutcome> {
  try {
    return { row: await write() };
  } catch (error) {
    if (isDuplicate(error)) return { taken: true };
    if (isRowMissing(error)) return { missing: true };
    throw error;
  }
}
