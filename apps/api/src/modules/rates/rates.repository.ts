import { Injectable } from '@nestjs/common';
import type { RateListQueryDto } from '@freight/shared/dto';
import { RATE_EXPIRY_NOTICE_DAYS, type Service, type UserRef } from '@freight/shared';
import { decodeCursor } from '../../common/pagination/keyset.js';
import { prepared, PreparedReads } from '../../common/prisma/prepared-reads.js';
import { PrismaService, type Tx } from '../../common/prisma/prisma.service.js';
import { afterKeySql, db } from '../../common/prisma/sql-builder.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { addDays, dayDate } from './rate.mappers.js';

const party = { select: { id: true, code: true, name: true } } as const;

/** A list row's own columns; its carrier, owner and charge count are read after, for the whole page. */
const rateListColumns = {
  id: true,
  rateKey: true,
  version: true,
  current: true,
  direction: true,
  term: true,
  transportMode: true,
  service: true,
  container: true,
  originCode: true,
  originName: true,
  destinationCode: true,
  destinationName: true,
  validFrom: true,
  validTo: true,
  description: true,
  transitDays: true,
  updatedAt: true,
  carrierId: true,
  ownerId: true,
} as const satisfies Prisma.RateSelect;

export const rateListSelect = { ...rateListColumns, carrier: party, owner: party } as const satisfies Prisma.RateSelect;

export const rateChargesSelect = {
  orderBy: { index: 'asc' },
  select: {
    index: true,
    chargeCodeId: true,
    chargeCode: { select: { id: true, concept: true, description: true, taxed: true } },
    description: true,
    currency: true,
    calculator: true,
    amount: true,
    unit: true,
    freight: true,
    rangeBasis: true,
    minimumAmount: true,
    minimumBelow: true,
    ranges: { orderBy: { index: 'asc' }, select: { from: true, to: true, amount: true } },
  },
} as const satisfies Prisma.Rate$chargesArgs;

export const rateDetailSelect = {
  ...rateListSelect,
  cbmRatio: true,
  route: true,
  frequency: true,
  comments: true,
  freeDays: true,
  stackable: true,
  charges: rateChargesSelect,
} as const satisfies Prisma.RateSelect;

export type RateListRow = Prisma.RateGetPayload<{ select: typeof rateListSelect }> & { chargeCount: number };

/**
 * The carriers, owners and charge counts of a page of rates, in one prepared statement (see
 * PreparedReads): Prisma sent one statement per relation (3 of the list's 5). Counts are read per page:
 * Prisma's relation `_count` grouped every rate's charges on each list call (64 ms at 100k rates).
 */
const ROW_REFS = prepared(
  'rate_row_refs',
  `SELECT 'carrier' AS kind, id::text AS id, code, name, 0 AS charges FROM providers WHERE id = ANY($1::uuid[])
   UNION ALL
   SELECT 'owner', id::text, code, name, 0 FROM users WHERE id = ANY($2::uuid[])
   UNION ALL
   SELECT 'charges', rate_id::text, NULL, NULL, count(*)::int FROM rate_charges WHERE rate_id = ANY($3::uuid[]) GROUP BY rate_id`,
);
type RefRow = {
  kind: 'carrier' | 'owner' | 'charges';
  id: string;
  code: string | null;
  name: string | null;
  charges: number;
};
export type RateDetailRow = Prisma.RateGetPayload<{ select: typeof rateDetailSelect }>;
export type RateChargeRow = RateDetailRow['charges'][number];

/** What pricing reads of a rate: its charges with their brackets. */
export const ratePricingSelect = {
  id: true,
  rateKey: true,
  version: true,
  direction: true,
  service: true,
  container: true,
  originCode: true,
  destinationCode: true,
  validFrom: true,
  validTo: true,
  description: true,
  route: true,
  transitDays: true,
  freeDays: true,
  carrier: party,
  charges: rateChargesSelect,
} as const satisfies Prisma.RateSelect;
export type RatePricingRow = Prisma.RateGetPayload<{ select: typeof ratePricingSelect }>;

export type RateWrite = Omit<Prisma.RateUncheckedCreateInput, 'charges' | 'id' | 'rateKey' | 'version' | 'current'>;
export type RateChargeWrite = {
  chargeCodeId: string;
  description: string | null;
  currency: string;
  calculator: string;
  amount: string;
  unit: string | null;
  freight: boolean;
  rangeBasis: string | null;
  minimumAmount: string | null;
  minimumBelow: string | null;
  ranges: { from: string; to: string | null; amount: string }[];
};

const chargesCreate = (charges: RateChargeWrite[]) => ({
  create: charges.map((c, index) => ({
    index,
    chargeCodeId: c.chargeCodeId,
    description: c.description,
    currency: c.currency,
    calculator: c.calculator,
    amount: c.amount,
    unit: c.unit,
    freight: c.freight,
    rangeBasis: c.rangeBasis,
    minimumAmount: c.minimumAmount,
    minimumBelow: c.minimumBelow,
    ranges: { create: c.ranges.map((r, i) => ({ index: i, from: r.from, to: r.to, amount: r.amount })) },
  })),
});

/** Current versions valid on a day: the filter both the list's "valid today" and pricing use. */
export const validOn = (day: Date): Prisma.RateWhereInput => ({
  current: true,
  validFrom: { lte: day },
  validTo: { gte: day },
});

@Injectable()
export class RatesRepository {
  constructor(
    private readonly prisma: PrismaService,
    private readonly reads: PreparedReads,
  ) {}

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.prisma.transaction(work);
  }

  /**
   * One keyset page (limit + 1 rows) of current versions; every filter has an index led by (current,
   * column). `today` is the reader's calendar day (yyyy-mm-dd), for the validity filters.
   */
  async listPage(q: RateListQueryDto, today: string): Promise<RateListRow[]> {
    const key = q.cursor ? decodeCursor('rates', q.sort, q.cursor) : null;
    const day = dayDate(today);
    const query = db
      .selectFrom('rates')
      .select([
        'rates.id',
        'rates.rate_key as rateKey',
        'rates.version',
        'rates.current',
        'rates.direction',
        'rates.term',
        'rates.transport_mode as transportMode',
        'rates.service',
        'rates.container',
        'rates.origin_code as originCode',
        'rates.origin_name as originName',
        'rates.destination_code as destinationCode',
        'rates.destination_name as destinationName',
        'rates.valid_from as validFrom',
        'rates.valid_to as validTo',
        'rates.description',
        'rates.transit_days as transitDays',
        'rates.updated_at as updatedAt',
        'rates.carrier_id as carrierId',
        'rates.owner_id as ownerId',
      ])
      .where('rates.current', '=', true)
      .$if(!!q.originCode, (w) => w.where('rates.origin_code', '=', q.originCode!))
      .$if(!!q.destinationCode, (w) => w.where('rates.destination_code', '=', q.destinationCode!))
      .$if(!!q.transportMode, (w) => w.where('rates.transport_mode', '=', q.transportMode!))
      .$if(!!q.service, (w) => w.where('rates.service', '=', q.service!))
      .$if(!!q.carrierId, (w) => w.where('rates.carrier_id', '=', q.carrierId!))
      .$if(!!q.ownerId, (w) => w.where('rates.owner_id', '=', q.ownerId!))
      .$if(q.validity === 'VALID_TODAY', (w) =>
        w.where('rates.valid_from', '<=', day).where('rates.valid_to', '>=', day),
      )
      .$if(q.validity === 'EXPIRED', (w) => w.where('rates.valid_to', '<', day))
      .$if(q.validity === 'EXPIRING', (w) =>
        w
          .where('rates.valid_from', '<=', day)
          .where('rates.valid_to', '>=', day)
          .where('rates.valid_to', '<=', dayDate(addDays(today, q.expiringDays ?? RATE_EXPIRY_NOTICE_DAYS))),
      )
      .$if(key !== null, (w) => w.where(afterKeySql('rates.valid_to', 'rates.id', q.order, key!)))
      .orderBy('rates.valid_to', q.order)
      .orderBy('rates.id', q.order)
      .limit(q.limit + 1);
    const rows = await this.reads.all(query);
    if (rows.length === 0) return [];
    const refs = await this.reads.rows<RefRow>(ROW_REFS, [
      [...new Set(rows.map((r) => r.carrierId))],
      [...new Set(rows.map((r) => r.ownerId))],
      rows.map((r) => r.id),
    ]);
    const parties = { carrier: new Map<string, UserRef>(), owner: new Map<string, UserRef>() };
    const counts = new Map<string, number>();
    for (const r of refs) {
      if (r.kind === 'charges') counts.set(r.id, r.charges);
      else parties[r.kind].set(r.id, { id: r.id, code: r.code ?? '', name: r.name ?? '' });
    }
    return rows.map((r) => ({
      ...r,
      carrier: parties.carrier.get(r.carrierId) ?? { id: r.carrierId, code: '', name: '' },
      owner: parties.owner.get(r.ownerId) ?? { id: r.ownerId, code: '', name: '' },
      chargeCount: counts.get(r.id) ?? 0,
    }));
  }

  findDetail(id: string, tx: Tx | PrismaService = this.prisma) {
    return tx.rate.findUnique({ where: { id }, select: rateDetailSelect });
  }

  versions(rateKey: string) {
    return this.prisma.rate.findMany({
      where: { rateKey },
      orderBy: { version: 'desc' },
      select: { id: true, version: true, current: true, validFrom: true, validTo: true, createdAt: true },
    });
  }

  async create(data: RateWrite, charges: RateChargeWrite[], tx: Tx | PrismaService = this.prisma): Promise<string> {
    const id = crypto.randomUUID();
    await tx.rate.create({
      data: { ...data, id, rateKey: id, version: 1, current: true, charges: chargesCreate(charges) },
      select: { id: true },
    });
    return id;
  }

  /** Closes the current version (false when another edit closed it first) and writes the next one. */
  async newVersion(
    tx: Tx,
    previous: { id: string; rateKey: string; version: number },
    data: RateWrite,
    charges: RateChargeWrite[],
  ): Promise<string | null> {
    const closed = await tx.rate.updateMany({ where: { id: previous.id, current: true }, data: { current: false } });
    if (closed.count === 0) return null;
    // The owner was told this rate expires: the same end date on the next version is not news.
    const before = await tx.rate.findUniqueOrThrow({
      where: { id: previous.id },
      select: { validTo: true, expiryNotifiedAt: true },
    });
    const told = before.validTo.getTime() === new Date(data.validTo).getTime() ? before.expiryNotifiedAt : null;
    const row = await tx.rate.create({
      data: {
        ...data,
        expiryNotifiedAt: told,
        rateKey: previous.rateKey,
        version: previous.version + 1,
        current: true,
        charges: chargesCreate(charges),
      },
      select: { id: true },
    });
    return row.id;
  }

  /** Replaces a version not yet in force and never used, in place. */
  async replace(tx: Tx, id: string, data: RateWrite, charges: RateChargeWrite[]): Promise<void> {
    await tx.rateCharge.deleteMany({ where: { rateId: id } });
    await tx.rate.update({ where: { id }, data: { ...data, charges: chargesCreate(charges) } });
  }

  /**
   * Marks up to `batch` current rates ending between `from` and `to` (calendar days) whose owner was not
   * yet told, and answers them; rows another scan holds are skipped, so each is told once.
   */
  async claimExpiring(from: Date, to: Date, now: Date, batch: number) {
    const rows = await this.prisma.$queryRaw<
      {
        id: string;
        owner_id: string;
        origin_code: string;
        destination_code: string;
        description: string;
        valid_to: Date;
      }[]
    >`
      WITH picked AS (
        SELECT id FROM rates
        WHERE current AND valid_to >= ${from}::date AND valid_to <= ${to}::date AND expiry_notified_at IS NULL
        ORDER BY valid_to, id
        LIMIT ${batch}
        FOR UPDATE SKIP LOCKED
      )
      UPDATE rates r SET expiry_notified_at = ${now} FROM picked WHERE r.id = picked.id
      RETURNING r.id, r.owner_id, r.origin_code, r.destination_code, r.description, r.valid_to`;
    return rows.map((r) => ({
      id: r.id,
      ownerId: r.owner_id,
      originCode: r.origin_code,
      destinationCode: r.destination_code,
      description: r.description,
      validTo: r.valid_to,
    }));
  }

  lockCurrent(tx: Tx, id: string) {
    return tx.$queryRaw<{ id: string }[]>`SELECT id FROM rates WHERE id = ${id}::uuid AND current FOR UPDATE`;
  }

  /** How many quotations this version priced (its detail says so). */
  pricedQuotations(rateId: string): Promise<number> {
    return this.countPricings(this.prisma, rateId);
  }

  countPricings(tx: Tx | PrismaService, rateId: string): Promise<number> {
    return tx.quotationRatePricing.count({ where: { rateId } });
  }

  activeCarrier(id: string) {
    return this.prisma.provider.findFirst({ where: { id, active: true }, select: { id: true } });
  }

  pricingUser(id: string) {
    return this.prisma.user.findFirst({
      where: { id, active: true, permissions: { some: { permission: 'PRICING' } } },
      select: { id: true },
    });
  }

  activeChargeCodes(ids: string[]) {
    return this.prisma.chargeCode.findMany({ where: { id: { in: ids }, active: true }, select: { id: true } });
  }

  /** Current versions of one lane and service valid on the day (the instant quote's index). */
  validForLane(
    lane: { originCode: string; destinationCode: string; service: Service },
    day: Date,
    rateKey?: string,
    tx: Tx | PrismaService = this.prisma,
    limit = 50,
  ) {
    return tx.rate.findMany({
      where: {
        ...validOn(day),
        originCode: lane.originCode,
        destinationCode: lane.destinationCode,
        service: lane.service,
        ...(rateKey ? { rateKey } : {}),
      },
      orderBy: [{ validTo: 'asc' }, { id: 'asc' }],
      take: limit,
      select: ratePricingSelect,
    });
  }

  findForPricing(id: string) {
    return this.prisma.rate.findUnique({ where: { id }, select: ratePricingSelect });
  }
}
