import { Injectable } from '@nestjs/common';
import { normalizeTaxId, type ClientPortalSettings, type UserRef } from '@freight/shared';
import type { ClientDto, ClientListQueryDto } from '@freight/shared/dto';
import { keysetKeyBatches, type BatchKey } from '../../common/export/keyset-batches.js';
import { decodeCursor } from '../../common/pagination/keyset.js';
import { prepared, PreparedReads } from '../../common/prisma/prepared-reads.js';
import { PrismaService, type Tx } from '../../common/prisma/prisma.service.js';
import { afterKeySql, containing, db } from '../../common/prisma/sql-builder.js';
import type { DB } from '../../generated/kysely/types.js';
import type { Prisma } from '../../generated/prisma/client.js';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';

/** A list row's own columns; its commercial is read after, for the whole page (`withCommercials`). */
const listColumns = {
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
} as const satisfies Prisma.ClientSelect;

export type ClientListRow = Prisma.ClientGetPayload<{ select: typeof listColumns }> & { commercial: UserRef | null };

/** The commercials of a page of clients: a prepared read (see PreparedReads), not Prisma's relation load. */
const COMMERCIALS = prepared(
  'client_row_commercials',
  'SELECT id::text AS id, code, name FROM users WHERE id = ANY($1::uuid[])',
);

export const detailSelect = {
  ...listColumns,
  commercial: { select: { id: true, code: true, name: true } },
  address: true,
  postalCode: true,
  cwCode: true,
  portalSelfQuoting: true,
  portalInstantPrices: true,
  portalDailyRequestLimit: true,
  portalOpensOperation: true,
  createdBy: true,
  updatedAt: true,
  updatedBy: true,
  expressRates: { select: { id: true, rate: true, direction: true }, orderBy: [{ position: 'asc' }, { id: 'asc' }] },
  operatives: { select: { userId: true }, orderBy: { createdAt: 'asc' } },
} as const satisfies Prisma.ClientSelect;

/** The client's own columns as written by create and update (tax id already normalised and checked). */
export type ClientFields = Omit<ClientDto, 'expressRates' | 'commercialId'> & { commercialId: string | null };

/** The list's filters; every one has an index behind it (trigram for substrings, btree for equality). */
function clientCondition(
  eb: ExpressionBuilder<DB, 'clients'>,
  q: Pick<ClientListQueryDto, 'search' | 'city' | 'country' | 'commercialId'>,
) {
  const search = q.search?.trim();
  const taxTerm = search ? normalizeTaxId(search) : '';
  const parts: Expression<SqlBool>[] = [];
  if (search)
    parts.push(
      eb.or([
        eb('clients.trade_name', 'ilike', containing(search)),
        eb('clients.legal_name', 'ilike', containing(search)),
        ...(taxTerm ? [eb('clients.tax_id', 'like', containing(taxTerm))] : []),
      ]),
    );
  if (q.city) parts.push(eb('clients.city', 'ilike', containing(q.city)));
  if (q.country) parts.push(eb('clients.country', '=', q.country));
  if (q.commercialId) parts.push(eb('clients.commercial_id', '=', q.commercialId));
  return eb.and(parts);
}

const SORT_COLUMNS = {
  tradeName: 'clients.trade_name',
  legalName: 'clients.legal_name',
  taxId: 'clients.tax_id',
  country: 'clients.country',
  createdAt: 'clients.created_at',
} as const satisfies Record<ClientListQueryDto['sort'], string>;

@Injectable()
export class ClientsRepository {
  constructor(
    private readonly prisma: PrismaService,
    private readonly reads: PreparedReads,
  ) {}

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.prisma.transaction(work);
  }

  /** Substring search on names (trigram indexes) or a tax id prefix, best names first. */
  lookup(search: string, limit: number) {
    const term = search.trim();
    const taxTerm = normalizeTaxId(term);
    return this.prisma.client.findMany({
      where: {
        OR: [
          { tradeName: { contains: term, mode: 'insensitive' } },
          { legalName: { contains: term, mode: 'insensitive' } },
          { taxId: { startsWith: term } },
          ...(taxTerm && taxTerm !== term ? [{ taxId: { startsWith: taxTerm } }] : []),
        ],
      },
      orderBy: [{ tradeName: 'asc' }, { id: 'asc' }],
      take: limit,
      select: { id: true, tradeName: true, legalName: true, taxId: true, country: true },
    });
  }

  /** One keyset page (limit + 1 rows). */
  async listPage(q: ClientListQueryDto): Promise<ClientListRow[]> {
    const key = q.cursor ? decodeCursor('clients', q.sort, q.cursor) : null;
    return this.withCommercials(await this.listRows(q, key, q.limit + 1));
  }

  /** Rows of the list and its export, after `key` in the list's order. */
  private listRows(q: ClientListQueryDto, key: BatchKey | null, take: number) {
    const sort = SORT_COLUMNS[q.sort];
    const query = db
      .selectFrom('clients')
      .select([
        'clients.id',
        'clients.trade_name as tradeName',
        'clients.legal_name as legalName',
        'clients.tax_id as taxId',
        'clients.city',
        'clients.country',
        'clients.payment_terms as paymentTerms',
        'clients.credit_days as creditDays',
        'clients.created_at as createdAt',
        'clients.commercial_id as commercialId',
      ])
      .where((eb) => clientCondition(eb, q))
      .$if(key !== null, (w) => w.where(afterKeySql(sort, 'clients.id', q.order, key!)))
      .orderBy(sort, q.order)
      .orderBy('clients.id', q.order)
      .limit(take);
    return this.reads.all(query);
  }

  private async withCommercials(
    rows: Prisma.ClientGetPayload<{ select: typeof listColumns }>[],
  ): Promise<ClientListRow[]> {
    const ids = [...new Set(rows.flatMap((r) => (r.commercialId ? [r.commercialId] : [])))];
    const users = new Map(
      (ids.length ? await this.reads.rows<UserRef>(COMMERCIALS, [ids]) : []).map((u) => [u.id, u] as const),
    );
    return rows.map((r) => ({ ...r, commercial: r.commercialId ? (users.get(r.commercialId) ?? null) : null }));
  }

  /** How many clients an export of the filtered list holds (counting stops at `max`). */
  async countUpTo(q: ClientListQueryDto, max: number): Promise<number> {
    const capped = db
      .selectFrom('clients')
      .select('clients.id')
      .where((eb) => clientCondition(eb, q))
      .limit(max)
      .as('capped');
    const [row] = await this.reads.all(db.selectFrom(capped).select((eb) => eb.fn.countAll<string>().as('n')));
    return Number(row.n);
  }

  /** The filtered list in its order for the export, one keyset page at a time. */
  exportBatches(q: ClientListQueryDto, max: number) {
    const read = async (after: BatchKey | null, take: number) =>
      this.withCommercials(await this.listRows(q, after, take));
    return keysetKeyBatches(read, q.sort, max);
  }

  findDetail(id: string, tx: Tx | PrismaService = this.prisma) {
    return tx.client.findUnique({ where: { id }, select: detailSelect });
  }

  /** A tax id is unique within its country (the unique index on (country, tax_id)). */
  findByTaxId(country: string, taxId: string) {
    return this.prisma.client.findUnique({
      where: { country_taxId: { country, taxId } },
      select: { id: true, taxId: true, tradeName: true, legalName: true },
    });
  }

  /** The client's portal switches (issue 43); the row's previous values for the audit trail. */
  async updatePortalSettings(tx: Tx, id: string, s: ClientPortalSettings, userId: string) {
    const before = await tx.client.findUnique({
      where: { id },
      select: {
        portalSelfQuoting: true,
        portalInstantPrices: true,
        portalDailyRequestLimit: true,
        portalOpensOperation: true,
      },
    });
    if (!before) return null;
    await tx.client.update({
      where: { id },
      data: {
        portalSelfQuoting: s.selfQuoting,
        portalInstantPrices: s.instantPrices,
        portalDailyRequestLimit: s.dailyRequestLimit,
        portalOpensOperation: s.opensOperation,
        updatedBy: userId,
      },
      select: { id: true },
    });
    return before;
  }

  /** Locks the client row for the rest of the transaction; null when there is no such client. */
  async lock(tx: Tx, id: string): Promise<{ commercialId: string | null } | null> {
    const rows = await tx.$queryRaw<
      { commercial_id: string | null }[]
    >`SELECT commercial_id FROM clients WHERE id = ${id}::uuid FOR UPDATE`;
    return rows.length ? { commercialId: rows[0].commercial_id } : null;
  }

  create(tx: Tx, fields: ClientFields, rates: { rate: string; direction: 'OB' | 'IB' }[], userId: string) {
    return tx.client.create({
      data: {
        ...fields,
        createdBy: userId,
        updatedBy: userId,
        expressRates: { create: rates.map((r, position) => ({ ...r, position })) },
      },
      select: { id: true },
    });
  }

  async update(
    tx: Tx,
    id: string,
    fields: ClientFields,
    rates: { rate: string; direction: 'OB' | 'IB' }[],
    userId: string,
  ) {
    await tx.clientExpressRate.deleteMany({ where: { clientId: id } });
    await tx.client.update({
      where: { id },
      data: {
        ...fields,
        updatedBy: userId,
        expressRates: { create: rates.map((r, position) => ({ ...r, position })) },
      },
      select: { id: true },
    });
  }

  setCommercial(tx: Tx, id: string, commercialId: string | null, userId: string) {
    return tx.client.update({ where: { id }, data: { commercialId, updatedBy: userId }, select: { id: true } });
  }

  operativeIds(tx: Tx | PrismaService, clientId: string) {
    return tx.clientOperative
      .findMany({ where: { clientId }, select: { userId: true } })
      .then((r) => r.map((x) => x.userId));
  }

  addOperatives(tx: Tx, clientId: string, userIds: string[], by: string) {
    return tx.clientOperative.createMany({
      data: userIds.map((userId) => ({ clientId, userId, createdBy: by })),
      skipDuplicates: true,
    });
  }

  removeOperatives(tx: Tx, clientId: string, userIds: string[]) {
    return tx.clientOperative.deleteMany({ where: { clientId, userId: { in: userIds } } });
  }

  logAssignments(
    tx: Tx,
    clientId: string,
    events: { role: 'COMMERCIAL' | 'OPERATIVE'; action: 'ASSIGNED' | 'UNASSIGNED'; userId: string }[],
    by: string,
  ) {
    return tx.clientAssignment.createMany({ data: events.map((e) => ({ ...e, clientId, createdBy: by })) });
  }

  assignmentHistory(clientId: string) {
    return this.prisma.clientAssignment.findMany({
      where: { clientId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: 500,
      select: { id: true, role: true, action: true, userId: true, createdAt: true, createdBy: true },
    });
  }

  /** Users able to hold a role: active commercials (flag or permission), active operatives (permission). */
  assignableUsers(role: 'COMMERCIAL' | 'OPERATIVE', ids?: string[]) {
    const eligible: Prisma.UserWhereInput =
      role === 'COMMERCIAL'
        ? { OR: [{ isCommercial: true }, { permissions: { some: { permission: 'COMMERCIAL' } } }] }
        : { permissions: { some: { permission: 'OPERATIVE' } } };
    return this.prisma.user.findMany({
      where: { AND: [{ active: true, isThirdParty: false }, eligible, ids ? { id: { in: ids } } : {}] },
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
      take: 500,
      select: { id: true, code: true, name: true },
    });
  }

  userRefs(ids: (string | null)[]) {
    const wanted = [...new Set(ids.filter((x): x is string => !!x))];
    if (!wanted.length) return Promise.resolve([]);
    return this.prisma.user.findMany({ where: { id: { in: wanted } }, select: { id: true, code: true, name: true } });
  }
}
