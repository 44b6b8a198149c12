import { Injectable } from '@nestjs/common';
import type { Company, QuotationStatus, SortOrder, UserRef } from '@freight/shared';
import { keysetKeyBatches, type BatchKey } from '../../common/export/keyset-batches.js';
import { decodeCursor } from '../../common/pagination/keyset.js';
import { prepared, PreparedReads } from '../../common/prisma/prepared-reads.js';
import { PrismaService, type Tx } from '../../common/prisma/prisma.service.js';
import { afterKeySql, allOf, db } from '../../common/prisma/sql-builder.js';
import { Prisma } from '../../generated/prisma/client.js';
import { prefixRange, type QuotationCondition } from './quotation-views.js';

/** The users and clients a page of rows names, by id: a prepared read (see PreparedReads). */
const ROW_REFS = prepared(
  'quotation_row_refs',
  `SELECT 'user' AS kind, id::text AS id, code, name FROM users WHERE id = ANY($1::uuid[])
   UNION ALL
   SELECT 'client', id::text, NULL, trade_name FROM clients WHERE id = ANY($2::uuid[])`,
);

/**
 * A list row's own columns. The client and the three users it names are read after, for the whole page
 * in one statement (`withRefs`): Prisma's relation loading sent one statement per relation (4 of a
 * list's 6), and each costs the API about 0.2 ms of CPU at 2M quotations (issue 17).
 */
export const summaryColumns = {
  id: true,
  reference: true,
  company: true,
  service: true,
  transportMode: true,
  status: true,
  active: true,
  origin: true,
  clientId: true,
  commercialId: true,
  assignedToId: true,
  pricingUserId: true,
  originCode: true,
  originName: true,
  destinationCode: true,
  destinationName: true,
  incoterm: true,
  totalPackages: true,
  totalPallets: true,
  totalWeightKg: true,
  totalVolumeM3: true,
  chargeable: true,
  chargeableUnit: true,
  createdAt: true,
  updatedAt: true,
} as const satisfies Prisma.QuotationSelect;

const detailColumns = {
  ...summaryColumns,
  measureSystem: true,
  commodityType: true,
  goodsDescription: true,
  stackable: true,
  goodsValue: true,
  goodsCurrency: true,
  hasInsurance: true,
  insuranceValue: true,
  insuranceCurrency: true,
  containers: true,
  trucks: true,
  packingLines: true,
  pickup: true,
  express: true,
  shipmentDate: true,
  goodsReadyDate: true,
  sellers: true,
  buyers: true,
  clientReference: true,
  pricingComments: true,
} as const satisfies Prisma.QuotationSelect;

/** The list's columns, as `summaryColumns` names them; numeric ones read as text (see `withDecimals`). */
const listColumns = [
  'quotations.id',
  'quotations.reference',
  'quotations.company',
  'quotations.service',
  'quotations.transport_mode as transportMode',
  'quotations.status',
  'quotations.active',
  'quotations.origin',
  'quotations.client_id as clientId',
  'quotations.commercial_id as commercialId',
  'quotations.assigned_to_id as assignedToId',
  'quotations.pricing_user_id as pricingUserId',
  'quotations.origin_code as originCode',
  'quotations.origin_name as originName',
  'quotations.destination_code as destinationCode',
  'quotations.destination_name as destinationName',
  'quotations.incoterm',
  'quotations.total_packages as totalPackages',
  'quotations.total_pallets as totalPallets',
  'quotations.total_weight_kg as totalWeightKg',
  'quotations.total_volume_m3 as totalVolumeM3',
  'quotations.chargeable',
  'quotations.chargeable_unit as chargeableUnit',
  'quotations.created_at as createdAt',
  'quotations.updated_at as updatedAt',
] as const;

const SORT_COLUMNS = {
  createdAt: 'quotations.created_at',
  reference: 'quotations.reference',
} as const satisfies Record<ListOptions['sort'], string>;

type SummaryColumns = Prisma.QuotationGetPayload<{ select: typeof summaryColumns }>;
type TextDecimals<R> = Omit<R, 'totalWeightKg' | 'totalVolumeM3' | 'chargeable'> & {
  totalWeightKg: string;
  totalVolumeM3: string;
  chargeable: string;
};

/** The numeric columns as Prisma answers them (exact decimals; pg reads them as text). */
const withDecimals = (rows: TextDecimals<SummaryColumns>[]): SummaryColumns[] =>
  rows.map((r) => ({
    ...r,
    totalWeightKg: new Prisma.Decimal(r.totalWeightKg),
    totalVolumeM3: new Prisma.Decimal(r.totalVolumeM3),
    chargeable: new Prisma.Decimal(r.chargeable),
  }));

type Refs = {
  client: { id: string; tradeName: string };
  commercial: UserRef;
  assignedTo: UserRef | null;
  pricingUser: UserRef | null;
};
type WithRefIds = { clientId: string; commercialId: string; assignedToId: string | null; pricingUserId: string | null };

export type SummaryRow = SummaryColumns & Refs;
export type DetailRow = Prisma.QuotationGetPayload<{ select: typeof detailColumns }> & Refs;

/** A new quotation's row; `express` holds the express details as the request sent them. */
export type NewQuotation = Omit<Prisma.QuotationUncheckedCreateInput, 'express'> & { express?: object };

export type ListOptions = {
  where: QuotationCondition;
  sort: 'createdAt' | 'reference';
  order: 'asc' | 'desc';
  cursor?: string;
  limit: number;
};

@Injectable()
export class QuotationsRepository {
  constructor(
    private readonly prisma: PrismaService,
    private readonly reads: PreparedReads,
  ) {}

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.prisma.transaction(work);
  }

  /**
   * Gives the quotation the next number of its company's year, `<company>-<yy>-<6 digits>`, in one
   * statement. The counter's row lock serialises concurrent creations until their commit, and inside the
   * caller's transaction a rollback gives the number back, so references stay unique and gapless: call it
   * last in the transaction, so that lock is held for as short a time as possible.
   */
  async assignReference(tx: Tx, id: string, company: Company, year: number): Promise<string> {
    const prefix = `${company}-${String(year % 100).padStart(2, '0')}-`;
    const rows = await tx.$queryRaw<{ reference: string }[]>`
      WITH n AS (
        INSERT INTO reference_counters (company, year, last) VALUES (${company}::"Company", ${year}, 1)
        ON CONFLICT (company, year) DO UPDATE SET last = reference_counters.last + 1
        RETURNING last
      )
      UPDATE quotations q SET reference = ${prefix} || lpad(n.last::text, greatest(6, length(n.last::text)), '0')
      FROM n WHERE q.id = ${id}::uuid
      RETURNING q.reference`;
    return rows[0].reference;
  }

  create(tx: Tx, { express, ...data }: NewQuotation) {
    // A plain copy: the DTO's nested class instances are not JSON values to Prisma's types.
    const details = express ? (JSON.parse(JSON.stringify(express)) as Prisma.InputJsonObject) : undefined;
    return tx.quotation.create({
      data: { ...data, express: details },
      select: { id: true, reference: true, status: true },
    });
  }

  addNotes(tx: Tx, quotationId: string, userId: string, notes: { visibility: string; text: string }[]) {
    if (!notes.length) return Promise.resolve({ count: 0 });
    return tx.quotationNote.createMany({ data: notes.map((n) => ({ ...n, quotationId, createdBy: userId })) });
  }

  /** The quotation with this reference if it lies in `scope`, else undefined. */
  async findVisible(reference: string, scope: QuotationCondition) {
    const rows = await this.reads.all(
      db
        .selectFrom('quotations')
        .select([
          'quotations.id',
          'quotations.reference',
          'quotations.service',
          'quotations.status',
          'quotations.active',
          'quotations.commercial_id as commercialId',
          'quotations.assigned_to_id as assignedToId',
          'quotations.client_id as clientId',
        ])
        .where('quotations.reference', '=', reference)
        .where(scope),
    );
    return rows.at(0);
  }

  async findDetail(id: string): Promise<DetailRow> {
    const [row] = await this.withRefs([
      await this.prisma.quotation.findUniqueOrThrow({ where: { id }, select: detailColumns }),
    ]);
    return row;
  }

  async listPage(o: ListOptions): Promise<SummaryRow[]> {
    const key = o.cursor ? decodeCursor('quotations', o.sort, o.cursor) : null;
    return this.withRefs(await this.summaries(o.where, o.sort, o.order, key, o.limit + 1));
  }

  /** Rows of the lists and exports: `where`, after `key` in (sort, id) order. */
  private async summaries(
    where: QuotationCondition,
    sort: ListOptions['sort'],
    order: SortOrder,
    key: BatchKey | null,
    take: number,
  ): Promise<SummaryColumns[]> {
    const column = SORT_COLUMNS[sort];
    const query = db
      .selectFrom('quotations')
      .select(listColumns)
      .where(where)
      .$if(key !== null, (w) => w.where(afterKeySql(column, 'quotations.id', order, key!)))
      .orderBy(column, order)
      .orderBy('quotations.id', order)
      .limit(take);
    return withDecimals(await this.reads.all(query));
  }

  /** The client and users each row names, read for all the rows in one statement. */
  private async withRefs<R extends WithRefIds>(rows: R[]): Promise<(R & Refs)[]> {
    if (!rows.length) return [];
    const userIds = [
      ...new Set(rows.flatMap((r) => [r.commercialId, r.assignedToId, r.pricingUserId]).filter((id) => id !== null)),
    ];
    const clientIds = [...new Set(rows.map((r) => r.clientId))];
    const refs = await this.reads.rows<{ kind: 'user' | 'client'; id: string; code: string | null; name: string }>(
      ROW_REFS,
      [userIds, clientIds],
    );
    const users = new Map<string, UserRef>();
    const clients = new Map<string, { id: string; tradeName: string }>();
    for (const r of refs) {
      if (r.kind === 'user') users.set(r.id, { id: r.id, code: r.code ?? '', name: r.name });
      else clients.set(r.id, { id: r.id, tradeName: r.name });
    }
    const user = (id: string | null) => (id === null ? null : (users.get(id) ?? null));
    return rows.map((r) => ({
      ...r,
      client: clients.get(r.clientId) ?? { id: r.clientId, tradeName: '' },
      commercial: users.get(r.commercialId) ?? { id: r.commercialId, code: '', name: '' },
      assignedTo: user(r.assignedToId),
      pricingUser: user(r.pricingUserId),
    }));
  }

  /**
   * One page of a list made of disjoint halves (`ownerHalves`), newest first: each half is walked on its
   * own index for a page of keys, the keys merge here, then the page's rows are read by id. Four statements
   * whatever the page size; only for the created_at sort (uuids compare the same in JS and PostgreSQL).
   */
  async listPageOfHalves(o: ListOptions, halves: QuotationCondition[]): Promise<SummaryRow[]> {
    const key = o.cursor ? decodeCursor('quotations', 'createdAt', o.cursor) : null;
    const keys = (
      await Promise.all(
        halves.map((half) =>
          this.reads.all(
            db
              .selectFrom('quotations')
              .select(['quotations.id', 'quotations.created_at as createdAt'])
              .where(allOf(o.where, half))
              .$if(key !== null, (w) => w.where(afterKeySql('quotations.created_at', 'quotations.id', o.order, key!)))
              .orderBy('quotations.created_at', o.order)
              .orderBy('quotations.id', o.order)
              .limit(o.limit + 1),
          ),
        ),
      )
    ).flat();
    const sign = o.order === 'asc' ? 1 : -1;
    keys.sort(
      (a, b) => sign * (a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
    );
    const page = keys.slice(0, o.limit + 1).map((k) => k.id);
    if (!page.length) return [];
    const byId = await this.reads.all(
      db.selectFrom('quotations').select(listColumns).where('quotations.id', 'in', page),
    );
    const rows = new Map((await this.withRefs(withDecimals(byId))).map((r) => [r.id, r]));
    return page.flatMap((id) => rows.get(id) ?? []);
  }

  /**
   * When the quotations whose reference starts with this prefix were created: references are numbered
   * in creation order within a company and year, so the first and last of the range (two probes of the
   * unique reference index) bound them all. Null when none match.
   */
  async referenceWindow(prefix: string): Promise<{ from: Date; to: Date } | null> {
    const { lt: next } = prefixRange(prefix);
    const [row] = await this.prisma.$queryRaw<{ first: Date | null; last: Date | null }[]>`
      SELECT (SELECT created_at FROM quotations WHERE reference >= ${prefix} AND reference < ${next} ORDER BY reference LIMIT 1) AS first,
             (SELECT created_at FROM quotations WHERE reference >= ${prefix} AND reference < ${next} ORDER BY reference DESC LIMIT 1) AS last`;
    return row.first && row.last ? { from: row.first, to: row.last } : null;
  }

  async count(where: QuotationCondition): Promise<number> {
    const [row] = await this.reads.all(
      db
        .selectFrom('quotations')
        .where(where)
        .select((eb) => eb.fn.countAll<string>().as('n')),
    );
    return Number(row.n);
  }

  /** How many rows an export will hold (counting stops at `max`, so a huge view costs no more). */
  async countUpTo(where: QuotationCondition, max: number): Promise<number> {
    const capped = db.selectFrom('quotations').select('quotations.id').where(where).limit(max).as('capped');
    const [row] = await this.reads.all(db.selectFrom(capped).select((eb) => eb.fn.countAll<string>().as('n')));
    return Number(row.n);
  }

  /** The rows of an export, newest first, one keyset page at a time: memory holds one batch. */
  exportBatches(where: QuotationCondition, max: number) {
    const read = async (after: BatchKey | null, take: number) =>
      this.withRefs(await this.summaries(where, 'createdAt', 'desc', after, take));
    return keysetKeyBatches(read, 'createdAt', max);
  }

  /** Compare-and-set, so two users changing the same quotation cannot both win. */
  async changeStatus(
    tx: Tx,
    id: string,
    from: QuotationStatus,
    to: QuotationStatus,
    userId: string,
    extra: Prisma.QuotationUncheckedUpdateManyInput = {},
  ): Promise<boolean> {
    const { count } = await tx.quotation.updateMany({
      where: { id, status: from, active: true },
      data: { ...extra, status: to, updatedBy: userId },
    });
    return count === 1;
  }

  async inactivate(tx: Tx, id: string, userId: string): Promise<boolean> {
    const { count } = await tx.quotation.updateMany({
      where: { id, active: true },
      data: { active: false, updatedBy: userId },
    });
    return count === 1;
  }

  usersByIds(ids: string[]) {
    return this.prisma.user.findMany({ where: { id: { in: ids } }, select: { id: true, code: true, name: true } });
  }

  clientExists(id: string) {
    return this.prisma.client.findUnique({ where: { id }, select: { id: true } });
  }
}
