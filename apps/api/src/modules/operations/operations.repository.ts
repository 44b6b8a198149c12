import { Injectable } from '@nestjs/common';
import type { OperationStatus, SortOrder, UserRef } from '@freight/shared';
import { keysetKeyBatches, type BatchKey } from '../../common/export/keyset-batches.js';
import { decodeCursor, type CursorList } from '../../common/pagination/keyset.js';
import { prepared, PreparedReads } from '../../common/prisma/prepared-reads.js';
import { PrismaService, type Tx } from '../../common/prisma/prisma.service.js';
import { afterKeySql, db, noRow } from '../../common/prisma/sql-builder.js';
import type { Prisma } from '../../generated/prisma/client.js';
import type { OperationCondition } from './operation-filters.js';

const userRef = { select: { id: true, code: true, name: true } } as const;

/** An operation's own columns as opening, an edit or an import write them (plain values). */
export type OperationFields = Omit<Prisma.OperationUncheckedCreateInput, 'id' | 'createdAt' | 'updatedAt'>;

/**
 * A list row's own columns. Its client, commercial and operatives are read after, for the whole page
 * in one prepared statement (`withRefs`): Prisma's relation loading sent one statement per relation
 * (4 of the list's 7), each costing the API ~0.2-0.3 ms of CPU (issue 17).
 */
export const operationSummaryColumns = {
  id: true,
  reference: true,
  kind: true,
  status: true,
  houseNumber: true,
  masterNumber: true,
  shipmentKey: true,
  containerNumbers: true,
  quoteNumber: true,
  clientId: true,
  commercialId: true,
  transportMode: true,
  containerMode: true,
  originCode: true,
  originName: true,
  destinationCode: true,
  destinationName: true,
  etd: true,
  eta: true,
  createdAt: true,
} as const satisfies Prisma.OperationSelect;

export const operationDetailSelect = {
  ...operationSummaryColumns,
  client: { select: { id: true, tradeName: true } },
  operatives: { select: { user: userRef }, orderBy: { createdAt: 'asc' } },
  commercial: userRef,
  quotation: { select: { reference: true } },
  incoterm: true,
  goodsDescription: true,
  packages: true,
  weightKg: true,
  volumeM3: true,
  courier: true,
  trackingNumber: true,
  shipperAddress: true,
  recipientAddress: true,
  expressPackages: true,
} as const satisfies Prisma.OperationSelect;

/** Who a list row names, in the shape the detail's relations have. */
type OperationRefs = {
  client: { id: string; tradeName: string };
  commercial: UserRef | null;
  operatives: { user: UserRef }[];
};
type OperationSummaryColumns = Prisma.OperationGetPayload<{ select: typeof operationSummaryColumns }>;
export type OperationSummaryRow = OperationSummaryColumns & OperationRefs;
export type OperationDetailRow = Prisma.OperationGetPayload<{ select: typeof operationDetailSelect }>;
export type QuotationForOperation = Awaited<ReturnType<OperationsRepository['quotationForOperation']>>;

/** The clients, commercials and operatives (in the order they were assigned) of a page of operations. */
const ROW_REFS = prepared(
  'operation_row_refs',
  `SELECT 'client' AS kind, id::text AS id, NULL::text AS "operationId", NULL::text AS code, trade_name AS name, NULL::timestamptz AS at
   FROM clients WHERE id = ANY($1::uuid[])
   UNION ALL
   SELECT 'user', id::text, NULL, code, name, NULL FROM users WHERE id = ANY($2::uuid[])
   UNION ALL
   SELECT 'operative', u.id::text, oo.operation_id::text, u.code, u.name, oo.created_at
   FROM operation_operatives oo JOIN users u ON u.id = oo.user_id
   WHERE oo.operation_id = ANY($3::uuid[])
   ORDER BY at, id`,
);
type RefRow = {
  kind: 'client' | 'user' | 'operative';
  id: string;
  operationId: string | null;
  code: string | null;
  name: string;
};

/** Open and overdue events of a page of operations, grouped (never one statement per row). */
const EVENT_COUNTS = prepared(
  'operation_event_counts',
  `SELECT operation_id::text AS "operationId", count(*)::int AS open, (count(*) FILTER (WHERE due_at < $2))::int AS overdue
   FROM operation_events
   WHERE operation_id = ANY($1::uuid[]) AND finalized_at IS NULL
   GROUP BY operation_id`,
);

export type EventCounts = { operationId: string; open: number; overdue: number };

export type OperationListOptions = {
  where: OperationCondition;
  sort: 'createdAt' | 'reference';
  order: 'asc' | 'desc';
  cursor?: string;
  limit: number;
  /** Whose cursor it is: the general list's by default, the express list's when it pages that one. */
  list?: CursorList;
};

/** The list's columns, as `operationSummaryColumns` names them. */
const summaryColumns = [
  'operations.id',
  'operations.reference',
  'operations.kind',
  'operations.status',
  'operations.house_number as houseNumber',
  'operations.master_number as masterNumber',
  'operations.shipment_key as shipmentKey',
  'operations.container_numbers as containerNumbers',
  'operations.quote_number as quoteNumber',
  'operations.client_id as clientId',
  'operations.commercial_id as commercialId',
  'operations.transport_mode as transportMode',
  'operations.container_mode as containerMode',
  'operations.origin_code as originCode',
  'operations.origin_name as originName',
  'operations.destination_code as destinationCode',
  'operations.destination_name as destinationName',
  'operations.etd',
  'operations.eta',
  'operations.created_at as createdAt',
] as const;

const SORT_COLUMNS = {
  createdAt: 'operations.created_at',
  reference: 'operations.reference',
} as const satisfies Record<OperationListOptions['sort'], string>;

/** Operations and their operatives and status history; notes and events live in their own repositories. */

@Injectable()
export class OperationsRepository {
  constructor(
    private readonly prisma: PrismaService,
    private readonly reads: PreparedReads,
  ) {}

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.prisma.transaction(work);
  }

  async nextReference(tx: Tx, year: number): Promise<string> {
    const [row] = await tx.$queryRaw<{ n: bigint }[]>`SELECT nextval('operation_reference_seq') AS n`;
    return `OP-${String(year % 100).padStart(2, '0')}-${String(row.n).padStart(6, '0')}`;
  }

  create(tx: Tx, data: OperationFields) {
    return tx.operation.create({ data, select: { id: true, reference: true } });
  }

  addOperatives(tx: Tx, operationId: string, userIds: string[], by: string) {
    if (!userIds.length) return Promise.resolve({ count: 0 });
    return tx.operationOperative.createMany({
      data: userIds.map((userId) => ({ operationId, userId, createdBy: by })),
      skipDuplicates: true,
    });
  }

  removeOperativesExcept(tx: Tx, operationId: string, keep: string[]) {
    return tx.operationOperative.deleteMany({ where: { operationId, userId: { notIn: keep } } });
  }

  operativeIds(operationId: string, tx: Tx | PrismaService = this.prisma): Promise<string[]> {
    return tx.operationOperative
      .findMany({ where: { operationId }, select: { userId: true } })
      .then((rows) => rows.map((r) => r.userId));
  }

  recordStatus(tx: Tx, operationId: string, from: OperationStatus | null, to: OperationStatus, userId: string) {
    return tx.operationStatusChange.create({
      data: { operationId, fromStatus: from, toStatus: to, userId },
      select: { id: true },
    });
  }

  /** Compare-and-set, so two operatives changing the same operation cannot both win. */
  async changeStatus(tx: Tx, id: string, from: OperationStatus, to: OperationStatus, userId: string): Promise<boolean> {
    const { count } = await tx.operation.updateMany({
      where: { id, status: from },
      data: { status: to, updatedBy: userId },
    });
    return count === 1;
  }

  update(tx: Tx, id: string, data: Partial<OperationFields>) {
    return tx.operation.update({ where: { id }, data, select: { id: true } });
  }

  findByReference(reference: string) {
    return this.prisma.operation.findUnique({
      where: { reference },
      select: { id: true, reference: true, status: true, kind: true },
    });
  }

  findDetail(id: string) {
    return this.prisma.operation.findUniqueOrThrow({ where: { id }, select: operationDetailSelect });
  }

  findByQuotation(quotationId: string, tx: Tx | PrismaService = this.prisma) {
    return tx.operation.findUnique({ where: { quotationId }, select: { id: true, reference: true } });
  }

  statusHistory(operationId: string) {
    return this.prisma.operationStatusChange.findMany({
      where: { operationId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      select: { id: true, fromStatus: true, toStatus: true, userId: true, createdAt: true },
    });
  }

  async listPage(o: OperationListOptions): Promise<OperationSummaryRow[]> {
    const key = o.cursor ? decodeCursor(o.list ?? 'operations', o.sort, o.cursor) : null;
    return this.withRefs(await this.summaries(o.where, o.sort, o.order, key, o.limit + 1));
  }

  /** Rows of the list and its export: `where`, after `key` in (sort, id) order. */
  private summaries(
    where: OperationCondition,
    sort: OperationListOptions['sort'],
    order: SortOrder,
    key: BatchKey | null,
    take: number,
  ): Promise<OperationSummaryColumns[]> {
    const column = SORT_COLUMNS[sort];
    const query = db
      .selectFrom('operations')
      .select(summaryColumns)
      .where(where)
      .$if(key !== null, (w) => w.where(afterKeySql(column, 'operations.id', order, key!)))
      .orderBy(column, order)
      .orderBy('operations.id', order)
      .limit(take);
    return this.reads.all(query);
  }

  /** The client, commercial and operatives of each row, read for all the rows in one statement. */
  private async withRefs(rows: OperationSummaryColumns[]): Promise<OperationSummaryRow[]> {
    if (!rows.length) return [];
    const clientIds = [...new Set(rows.map((r) => r.clientId))];
    const commercialIds = [...new Set(rows.flatMap((r) => (r.commercialId ? [r.commercialId] : [])))];
    const refs = await this.reads.rows<RefRow>(ROW_REFS, [clientIds, commercialIds, rows.map((r) => r.id)]);
    const clients = new Map<string, { id: string; tradeName: string }>();
    const users = new Map<string, UserRef>();
    const operatives = new Map<string, { user: UserRef }[]>();
    for (const r of refs) {
      if (r.kind === 'client') clients.set(r.id, { id: r.id, tradeName: r.name });
      else {
        const user = { id: r.id, code: r.code ?? '', name: r.name };
        if (r.kind === 'user') users.set(r.id, user);
        else if (r.operationId) operatives.set(r.operationId, [...(operatives.get(r.operationId) ?? []), { user }]);
      }
    }
    return rows.map((r) => ({
      ...r,
      client: clients.get(r.clientId) ?? { id: r.clientId, tradeName: '' },
      commercial: r.commercialId ? (users.get(r.commercialId) ?? null) : null,
      operatives: operatives.get(r.id) ?? [],
    }));
  }

  /**
   * `where` with the list's walk bounded to the smallest and largest `field` value among the rows of
   * `range` (a date range, read from its (kind, etd|eta, created_at, reference) index, index-only once
   * vacuumed; see `dateRangeWhere`). A range holding no operation matches nothing.
   */
  async boundToRange(
    where: OperationCondition,
    range: OperationCondition,
    field: 'createdAt' | 'reference',
  ): Promise<OperationCondition> {
    const column = SORT_COLUMNS[field];
    // OFFSET 0 keeps the range's rows a subquery of their own: flattened, min() and max() become walks
    // of the (created_at | reference) index from each end, filtering every row outside the range (210k
    // removed at 200k operations) instead of reading the range from its index.
    const inRange = db
      .selectFrom('operations')
      .select((eb) => eb.ref(column).as('v'))
      .where(range)
      .offset(0)
      .as('in_range');
    const [{ min, max }] = await this.reads.all(
      db.selectFrom(inRange).select((eb) => [eb.fn.min('in_range.v').as('min'), eb.fn.max('in_range.v').as('max')]),
    );
    if (min === null || max === null) return () => noRow;
    return (eb) => eb.and([where(eb), eb(column, '>=', min), eb(column, '<=', max)]);
  }

  /** How many operations an export holds (counting stops at `max`). */
  async countUpTo(where: OperationCondition, max: number): Promise<number> {
    const capped = db.selectFrom('operations').select('operations.id').where(where).limit(max).as('capped');
    const [row] = await this.reads.all(db.selectFrom(capped).select((eb) => eb.fn.countAll<string>().as('n')));
    return Number(row.n);
  }

  /** The rows of an export, newest first, one keyset page at a time. */
  exportBatches(where: OperationCondition, max: number) {
    const read = async (after: BatchKey | null, take: number) =>
      this.withRefs(await this.summaries(where, 'createdAt', 'desc', after, take));
    return keysetKeyBatches(read, 'createdAt', max);
  }

  /** Open and overdue events of a page of operations in one grouped query (never one per row). */
  async eventCounts(operationIds: string[], now: Date): Promise<Map<string, EventCounts>> {
    if (!operationIds.length) return new Map();
    const rows = await this.reads.rows<EventCounts>(EVENT_COUNTS, [operationIds, now]);
    return new Map(rows.map((r) => [r.operationId, r]));
  }

  usersByIds(ids: string[]) {
    if (!ids.length) return Promise.resolve([]);
    return this.prisma.user.findMany({ where: { id: { in: ids } }, select: { id: true, code: true, name: true } });
  }

  /** Active users holding OPERATIVE among these ids. */
  activeOperatives(ids: string[]) {
    if (!ids.length) return Promise.resolve([]);
    return this.prisma.user.findMany({
      where: { id: { in: ids }, active: true, permissions: { some: { permission: 'OPERATIVE' } } },
      select: { id: true },
    });
  }

  /** Every active operative, for the filters and the assignment picker. */
  operatives() {
    return this.prisma.user.findMany({
      where: { active: true, permissions: { some: { permission: 'OPERATIVE' } } },
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
      select: { id: true, code: true, name: true },
    });
  }

  /** Commercials who have operations, for the commercial filter. */
  commercials() {
    return this.prisma.user.findMany({
      where: { active: true, isCommercial: true },
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
      select: { id: true, code: true, name: true },
    });
  }

  clientExists(id: string) {
    return this.prisma.client.findUnique({ where: { id }, select: { id: true, commercialId: true } });
  }

  /** The related operatives of a client (administration): the default operatives of a new operation. */
  clientOperatives(clientId: string) {
    return this.prisma.clientOperative
      .findMany({ where: { clientId }, select: { userId: true } })
      .then((r) => r.map((x) => x.userId));
  }

  quotationForOperation(id: string, tx: Tx | PrismaService = this.prisma) {
    return tx.quotation.findUniqueOrThrow({
      where: { id },
      select: {
        id: true,
        reference: true,
        status: true,
        active: true,
        service: true,
        transportMode: true,
        clientId: true,
        commercialId: true,
        originCode: true,
        originName: true,
        destinationCode: true,
        destinationName: true,
        incoterm: true,
        goodsDescription: true,
        totalPackages: true,
        totalPallets: true,
        totalWeightKg: true,
        totalVolumeM3: true,
        containers: true,
        shipmentDate: true,
        express: true,
      },
    });
  }
}
