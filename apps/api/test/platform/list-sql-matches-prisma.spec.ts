import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Permission } from '@freight/shared';
import type { QuotationListQueryDto, QuotationView } from '@freight/shared/dto';
import type { AuthUser } from '../../src/common/auth/auth-user.js';
import { toPage } from '../../src/common/pagination/keyset.js';
import type { ListArgs } from '../../src/common/prisma/list-sql.js';
import { PreparedReads } from '../../src/common/prisma/prepared-reads.js';
import { PrismaService } from '../../src/common/prisma/prisma.service.js';
import type { Prisma } from '../../src/generated/prisma/client.js';
import type { ClientListQueryDto, OperationListQueryDto, RateListQueryDto } from '@freight/shared/dto';
import { toClientListItem } from '../../src/modules/clients/client.mappers.js';
import { operationFilterWhere } from '../../src/modules/operations/operation-filters.js';
import { OperationsRepository } from '../../src/modules/operations/operations.repository.js';
import { NotificationsRepository } from '../../src/modules/notifications/notifications.repository.js';
import { RatesRepository } from '../../src/modules/rates/rates.repository.js';
import { decodeDeskCursor, encodeDeskCursor } from '../../src/modules/support/support-desk-order.js';
import { SupportRepository } from '../../src/modules/support/support.repository.js';
import { ClientsRepository } from '../../src/modules/clients/clients.repository.js';
import { QuotationPolicy } from '../../src/modules/quotations/quotation.policy.js';
import { QuotationQueriesService } from '../../src/modules/quotations/quotation-queries.service.js';
import { QuotationsRepository } from '../../src/modules/quotations/quotations.repository.js';
import { UsersRepository } from '../../src/modules/users/users.repository.js';
import { UsersService } from '../../src/modules/users/users.service.js';
import { testConfig } from '../support/config.js';
import { PrismaLists } from '../support/prisma-lists.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { sql } from '../support/sql.js';

type RelationsArg =
  Parameters<PreparedReads['findMany']> extends [unknown, unknown, unknown, ...infer Rest] ? Rest : never;

/** Every findMany goes to Prisma: the answers the translated SQL must equal. */
class PrismaOnlyReads extends PreparedReads {
  override findMany<R>(_model: Prisma.ModelName, _args: ListArgs, viaPrisma: () => Promise<R[]>): Promise<R[]> {
    return viaPrisma();
  }
}

/** Translated SQL only: a findMany that would fall back to Prisma fails the test instead. */
class TranslatedReads extends PreparedReads {
  override findMany<R>(
    model: Prisma.ModelName,
    args: ListArgs,
    _viaPrisma: unknown,
    ...relations: RelationsArg
  ): Promise<R[]> {
    const refuse = () => Promise.reject(new Error(`${model} findMany was not translated: ${JSON.stringify(args)}`));
    return super.findMany<R>(model, args, refuse, ...relations);
  }
}

const QUOTATION_FILTERS: Partial<QuotationListQueryDto>[] = [
  {},
  { status: ['SENT', 'QUOTED'] },
  { service: 'SEA_FCL' },
  { transportMode: 'AIR' },
  { reference: 'MVD-2' },
  { reference: '-26-' },
  { originCode: 'cnsha' },
  { awaitingApproval: true },
  { createdFrom: '2024-01-01', createdTo: '2030-12-31' },
  { incoterm: 'FOB', status: ['REQUESTED'] },
];
const VIEWS: Record<string, QuotationView[]> = {
  pricing: ['pricingAll', 'pricingNew', 'pricingInProcess'],
  comercial: ['mine', 'history', 'finalize', 'assigned'],
  gerente: ['manager', 'mine', 'assigned'],
};

/**
 * The list pages' findMany runs as SQL of its own (list-sql.ts) instead of through Prisma (issue 17):
 * on the demo data, every list page and export batch must answer exactly what Prisma answers, value
 * for value and type for type (decimals, dates, enums, nulls), page after page.
 */
describe('list pages through their own SQL answer what Prisma answers', () => {
  let db: TestDatabase;
  let prisma: PrismaService;
  let translated: PreparedReads;
  let viaPrisma: PreparedReads;
  let reference: PrismaLists;

  beforeAll(async () => {
    db = await createTestDatabase();
    const config = testConfig(db.url);
    prisma = new PrismaService(config);
    translated = new TranslatedReads(prisma, config);
    viaPrisma = new PrismaOnlyReads(prisma, config);
    reference = new PrismaLists(prisma);
    // Tickets for the desk and "my tickets" cases (the demo has 7), whatever order the tests run in:
    // every priority, status and due date around 2026-06-01, some closed, some without a due date.
    await sql(
      db.url,
      `
      WITH p AS (SELECT e.product_id, e.id AS error_id FROM support_product_errors e LIMIT 1), u AS (SELECT id FROM users WHERE username = 'soporte')
      INSERT INTO support_tickets (id, title, description, product_id, error_id, priority, status, outcome, due_date, author_id, created_at, updated_at)
      SELECT gen_random_uuid(), 'Gen ' || g, 'x', p.product_id, p.error_id,
        (ARRAY['MINIMAL','VERY_LOW','LOW','MEDIUM','HIGH','CRITICAL'])[1 + g % 6]::"SupportTicketPriority",
        (ARRAY['NOT_STARTED','IN_PROGRESS','BLOCKED','COMPLETED'])[1 + (g / 6) % 4]::"SupportTicketStatus",
        CASE WHEN g % 5 = 1 THEN 'FINALIZED'::"SupportTicketOutcome" END,
        CASE WHEN g % 7 = 0 THEN NULL ELSE DATE '2026-06-01' + (g % 40) - 20 END,
        u.id, now() - (g || ' minutes')::interval, now()
      FROM generate_series(1, 120) g, p, u`,
    );
    // comercial is related to a few of soporte's tickets, and authors none of them.
    await sql(
      db.url,
      `INSERT INTO support_ticket_related_users (ticket_id, user_id)
      SELECT t.id, (SELECT id FROM users WHERE username = 'comercial') FROM support_tickets t WHERE t.title LIKE 'Gen %' AND right(t.title, 1) = '3'`,
    );
  });

  afterAll(async () => {
    await prisma?.onModuleDestroy();
    await db?.drop();
  });

  async function staff(username: string): Promise<AuthUser> {
    const u = await prisma.user.findUniqueOrThrow({ where: { username }, include: { permissions: true } });
    return {
      id: u.id,
      code: u.code,
      username: u.username,
      email: u.email,
      name: u.name,
      clientId: u.clientId,
      isThirdParty: u.isThirdParty,
      timeZone: u.timeZone,
      language: u.language,
      permissions: u.permissions.map((p) => p.permission as Permission),
    };
  }

  function quotationQueries(reads: PreparedReads): QuotationQueriesService {
    const repo = new QuotationsRepository(prisma, reads);
    const users = new UsersService(new UsersRepository(prisma));
    return new QuotationQueriesService(repo, users, new QuotationPolicy(repo, users));
  }

  type Page<T> = { items: T[]; nextCursor: string | null };
  type Pager<T> = (cursor: string | undefined) => Promise<Page<T>>;

  /** Every page of a list, following its cursors. */
  async function allPages<T>(page: Pager<T>): Promise<Page<T>[]> {
    const pages: Page<T>[] = [];
    let cursor: string | undefined;
    do {
      const p = await page(cursor);
      pages.push(p);
      cursor = p.nextCursor ?? undefined;
    } while (cursor && pages.length < 50);
    return pages;
  }

  /** Asserts both lists answer the same pages, cursors included; answers how many rows they held. */
  async function samePages<T>(ours: Pager<T>, theirs: Pager<T>): Promise<number> {
    const expected = await allPages(theirs);
    expect(await allPages(ours)).toEqual(expected);
    return expected.reduce((n, p) => n + p.items.length, 0);
  }

  it('quotation lists: every view, filter and order, page by page', async () => {
    const ours = quotationQueries(translated);
    const theirs = quotationQueries(viaPrisma);
    let rows = 0;
    for (const [username, views] of Object.entries(VIEWS)) {
      const user = await staff(username);
      for (const view of views) {
        for (const filter of QUOTATION_FILTERS) {
          for (const [sort, order] of [
            ['createdAt', 'desc'],
            ['reference', 'asc'],
            ['createdAt', 'asc'],
          ] as const) {
            const q = (cursor?: string) =>
              ({ view, sort, order, limit: 4, cursor, ...filter }) as QuotationListQueryDto;
            rows += await samePages(
              (c) => ours.list(user, q(c)),
              (c) => theirs.list(user, q(c)),
            );
          }
        }
      }
    }
    // The comparison saw real rows, not only empty pages.
    expect(rows).toBeGreaterThan(500);
  });

  it('quotation exports: the same rows in the same batches', async () => {
    const user = await staff('pricing');
    const q = { view: 'pricingAll', sort: 'createdAt', order: 'desc', limit: 25 } as QuotationListQueryDto;
    const read = async (reads: PreparedReads) => {
      const { total, batches } = await quotationQueries(reads).exportRows(user, q, 1000);
      const all: unknown[] = [];
      for await (const batch of batches) all.push(...batch);
      return { total, all };
    };
    const expected = await read(viaPrisma);
    expect(expected.all.length).toBeGreaterThan(40);
    expect(await read(translated)).toEqual(expected);
  });

  it('clients list: every filter and order, page by page', async () => {
    const ours = new ClientsRepository(prisma, translated);
    const commercial = await prisma.user.findUniqueOrThrow({ where: { username: 'comercial' }, select: { id: true } });
    const filters = [
      {},
      { search: 'a' },
      { search: 'FRIGO' },
      { search: '2000' },
      { city: 'monte' },
      { country: 'BR' },
      { commercialId: commercial.id },
    ];
    let rows = 0;
    for (const filter of filters) {
      for (const [sort, order] of [
        ['tradeName', 'asc'],
        ['createdAt', 'desc'],
        ['taxId', 'desc'],
      ] as const) {
        const q = (cursor?: string) => ({ sort, order, limit: 15, cursor, ...filter }) as ClientListQueryDto;
        const page = (read: typeof ours.listPage) => (c: string | undefined) =>
          read(q(c)).then((r) => toPage('clients', r, 15, sort, toClientListItem));
        rows += await samePages(
          page((a) => ours.listPage(a)),
          page((a) => reference.clients(a)),
        );
      }
    }
    expect(rows).toBeGreaterThan(500);
  });

  it('clients export: the same rows in the same batches, and the same count', async () => {
    const repo = new ClientsRepository(prisma, translated);
    const q = { sort: 'tradeName', order: 'asc', limit: 15, search: 'a' } as ClientListQueryDto;
    const ours: unknown[] = [];
    for await (const batch of repo.exportBatches(q, 1000)) ours.push(...batch);
    const theirs: unknown[] = [];
    let cursor: string | undefined;
    do {
      const page = toPage('clients', await reference.clients({ ...q, limit: 250, cursor }), 250, 'tradeName', (x) => x);
      theirs.push(...page.items);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(theirs.length).toBeGreaterThan(100);
    expect(ours).toEqual(theirs);
    expect(await repo.countUpTo(q, 1000)).toBe(theirs.length);
    expect(await repo.countUpTo(q, 7)).toBe(7);
  });

  it('operations list: its filters on the operation itself and both orders, page by page', async () => {
    const ours = new OperationsRepository(prisma, translated);
    const theirs = new OperationsRepository(prisma, viaPrisma);
    const operatives = await sql<{ user_id: string }>(
      db.url,
      'SELECT DISTINCT user_id FROM operation_operatives ORDER BY 1 LIMIT 2',
    );
    const filters: Partial<OperationListQueryDto>[] = [
      {},
      { transportModes: ['SEA', 'AIR'] },
      { status: ['IN_TRANSIT', 'ARRIVED'] },
      { origins: ['UYMVD'] },
      { houseNumber: '1' },
      { etdFrom: '2020-01-01', etdTo: '2030-01-01' },
      { operatives: operatives.map((o) => o.user_id) },
      { operatives: [operatives[0].user_id], transportModes: ['SEA'] },
    ];
    let rows = 0;
    for (const filter of filters) {
      for (const [sort, order] of [
        ['createdAt', 'desc'],
        ['reference', 'asc'],
      ] as const) {
        const where = operationFilterWhere({ ...filter } as OperationListQueryDto);
        const list = (repo: OperationsRepository) => (cursor: string | undefined) =>
          repo
            .listPage({ where, sort, order, cursor, limit: 20 })
            .then((r) => toPage('operations', r, 20, sort, (x) => x));
        rows += await samePages(list(ours), list(theirs));
      }
    }
    expect(rows).toBeGreaterThan(1000);
  });

  it('rates list: validity and lane filters, page by page', async () => {
    // Rates that start and end on the test's day: the validity bounds are compared on their edge.
    await sql(
      db.url,
      `INSERT INTO rates (id, rate_key, version, current, direction, term, transport_mode, service, origin_code, origin_name,
        destination_code, destination_name, valid_from, valid_to, description, owner_id, carrier_id, updated_at)
      SELECT gen_random_uuid(), gen_random_uuid(), 1, true, direction, term, transport_mode, service, origin_code, origin_name,
        destination_code, destination_name, CASE WHEN g = 1 THEN DATE '2026-06-01' ELSE valid_from END, DATE '2026-06-01',
        description, owner_id, carrier_id, now()
      FROM (SELECT * FROM rates WHERE current LIMIT 1) r, generate_series(1, 2) g`,
    );
    const ours = new RatesRepository(prisma, translated);
    let rows = 0;
    for (const filter of [
      {},
      { validity: 'VALID_TODAY' },
      { validity: 'EXPIRED' },
      { validity: 'EXPIRING', expiringDays: 200 },
      { transportMode: 'SEA' },
      { transportMode: 'SEA', validity: 'VALID_TODAY' },
    ] as Partial<RateListQueryDto>[]) {
      for (const order of ['asc', 'desc'] as const) {
        const q = (cursor?: string) => ({ sort: 'validTo', order, limit: 3, cursor, ...filter }) as RateListQueryDto;
        const page = (read: typeof ours.listPage) => (cursor: string | undefined) =>
          read(q(cursor), '2026-06-01').then((r) => toPage('rates', r, 3, 'validTo', (x) => x));
        rows += await samePages(
          page((...a) => ours.listPage(...a)),
          page((...a) => reference.rates(...a)),
        );
      }
    }
    expect(rows).toBeGreaterThan(10);
  });

  it('support desk: every filter, segment after segment, page by page', async () => {
    const ours = new SupportRepository(prisma, translated);
    const theirs = new SupportRepository(prisma, viaPrisma);
    const today = '2026-06-01';
    let rows = 0;
    for (const filter of [
      { includeClosed: false },
      { includeClosed: true },
      { includeClosed: false, priority: 'HIGH' as const },
      { includeClosed: true, status: 'BLOCKED' as const },
    ]) {
      const list = (repo: SupportRepository) => async (cursor: string | undefined) => {
        const page = await repo.deskPage(filter, today, cursor ? decodeDeskCursor(cursor) : null, 7);
        const last = page.at(6);
        return { items: page.slice(0, 7), nextCursor: page.length > 7 && last ? encodeDeskCursor(last, today) : null };
      };
      rows += await samePages(list(ours), list(theirs));
    }
    expect(rows).toBeGreaterThan(150);
  });

  it("a user's own and related tickets, page by page", async () => {
    const ours = new SupportRepository(prisma, translated);
    const theirs = new SupportRepository(prisma, viaPrisma);
    const users = await sql<{ id: string; username: string }>(
      db.url,
      `SELECT id, username FROM users WHERE username IN ('soporte', 'comercial')`,
    );
    let rows = 0;
    for (const user of users) {
      for (const includeClosed of [false, true]) {
        const list = (repo: SupportRepository) => (cursor: string | undefined) =>
          repo
            .listPage({ visibleTo: user.id, includeClosed }, cursor, 6)
            .then((r) => toPage('support-tickets', r, 6, 'createdAt', (x) => x));
        rows += await samePages(list(ours), list(theirs));
      }
    }
    expect(rows).toBeGreaterThan(100);
  });

  it('notifications: all and unread only, page by page', async () => {
    const [{ id }] = await sql<{ id: string }>(db.url, `SELECT id FROM users WHERE username = 'pricing'`);
    await sql(
      db.url,
      `INSERT INTO notifications (id, recipient_id, title, message, read, topic, created_at)
      SELECT gen_random_uuid(), $1, 'Aviso ' || g, 'Mensaje', g % 3 = 0, '{"kind":"x"}'::jsonb, now() - make_interval(secs => g / 2) FROM generate_series(1, 90) g`,
      [id],
    );
    const ours = new NotificationsRepository(prisma, translated);
    for (const unread of [false, true]) {
      const page = (read: typeof ours.listPage) => (cursor: string | undefined) =>
        read(id, { limit: 10, cursor, unread }).then((r) => toPage('notifications', r, 10, 'createdAt', (x) => x));
      const theirs = page((...a) => reference.notifications(...a));
      expect(
        await samePages(
          page((...a) => ours.listPage(...a)),
          theirs,
        ),
      ).toBeGreaterThanOrEqual(unread ? 60 : 90);
    }
  });

  it('reads decimals, big integers, JSON and calendar dates as Prisma types', async () => {
    await prisma.quotation.updateMany({
      data: { shipmentDate: new Date('2026-03-01T00:00:00Z') },
      where: { status: 'SENT' },
    });
    const args = {
      select: {
        id: true,
        shipmentDate: true,
        goodsReadyDate: true,
        goodsValue: true,
        totalWeightKg: true,
        containers: true,
        pickup: true,
        status: true,
      },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] as Record<string, 'asc' | 'desc'>[],
      take: 100,
    };
    const expected = await prisma.quotation.findMany(args);
    const ours = await translated.findMany('Quotation', args, () => prisma.quotation.findMany(args));
    expect(ours).toEqual(expected);
    expect(ours.some((r) => r.shipmentDate?.toISOString() === '2026-03-01T00:00:00.000Z')).toBe(true);
    const audit = { select: { id: true, at: true, before: true }, orderBy: [{ id: 'desc' as const }], take: 20 };
    expect(await translated.findMany('AuditEvent', audit, () => prisma.auditEvent.findMany(audit))).toEqual(
      await prisma.auditEvent.findMany(audit),
    );
  });
});
