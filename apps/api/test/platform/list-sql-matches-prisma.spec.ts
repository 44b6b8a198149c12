import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { toPage } from '../../src/common/pagination/keyset.js';
import { PreparedReads } from '../../src/common/prisma/prepared-reads.js';
import { PrismaService } from '../../src/common/prisma/prisma.service.js';
import type { ClientListQueryDto, OperationListQueryDto, RateListQueryDto } from '@freight/shared/dto';
import { toClientListItem } from '../../src/modules/clients/client.mappers.js';
import {
  dateRangeWhere,
  expressViewWhere,
  operationFilterWhere,
} from '../../src/modules/operations/operation-filters.js';
import { OperationsRepository, type OperationSummaryRow } from '../../src/modules/operations/operations.repository.js';
import { allOf, db as sqlDb, toDecimal } from '../../src/common/prisma/sql-builder.js';
import { expressViewWhere as prismaExpressView, operationWhere } from '../support/prisma-wheres.js';
import { NotificationsRepository } from '../../src/modules/notifications/notifications.repository.js';
import { RatesRepository } from '../../src/modules/rates/rates.repository.js';
import { decodeDeskCursor, encodeDeskCursor } from '../../src/modules/support/support-desk-order.js';
import { SupportRepository } from '../../src/modules/support/support.repository.js';
import { ClientsRepository } from '../../src/modules/clients/clients.repository.js';
import { testConfig } from '../support/config.js';
import { PrismaLists } from '../support/prisma-lists.js';
import { samePages } from '../support/same-pages.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { sql } from '../support/sql.js';

/**
 * The list pages are written with the typed SQL builder (issue 40; Prisma's engine left the list pages
 * in issue 17): on the demo data plus generated rows, every list page and export batch must answer
 * exactly what Prisma's findMany answers for the filters the repositories built as Prisma arguments
 * before (test/support/prisma-lists.ts), value for value and type for type (decimals, dates, enums,
 * nulls), page after page. The quotation lists have their own spec (quotation-lists-match-prisma).
 */
describe('list pages through their own SQL answer what Prisma answers', () => {
  let db: TestDatabase;
  let prisma: PrismaService;
  let reads: PreparedReads;
  let reference: PrismaLists;

  beforeAll(async () => {
    db = await createTestDatabase();
    const config = testConfig(db.url);
    prisma = new PrismaService(config);
    reads = new PreparedReads(prisma, config);
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

  it('clients list: every filter and order, page by page', async () => {
    const ours = new ClientsRepository(prisma, reads);
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
    const repo = new ClientsRepository(prisma, reads);
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

  it('operations lists: every filter, both orders and the express views, page by page', async () => {
    const ours = new OperationsRepository(prisma, reads);
    // The demo's operations have one operative each: a second one, assigned at the same instant, on some
    // of them (the page lists them by the user's id then).
    const operatives = await sql<{ user_id: string }>(
      db.url,
      `(SELECT DISTINCT user_id FROM operation_operatives ORDER BY 1 LIMIT 1)
       UNION ALL (SELECT id FROM users WHERE id NOT IN (SELECT user_id FROM operation_operatives) ORDER BY username LIMIT 1)`,
    );
    expect(operatives).toHaveLength(2);
    await sql(
      db.url,
      `INSERT INTO operation_operatives (operation_id, user_id, created_at)
       SELECT o.operation_id, $1, o.created_at FROM operation_operatives o
       WHERE o.user_id <> $1 AND right(o.operation_id::text, 1) IN ('1', '2', '3') ON CONFLICT DO NOTHING`,
      [operatives[1].user_id],
    );
    const [edge] = await sql<{ etd: string; commercial: string }>(
      db.url,
      `SELECT to_char(etd, 'YYYY-MM-DD') AS etd, commercial_id AS commercial FROM operations
       WHERE kind = 'GENERAL' AND commercial_id IS NOT NULL ORDER BY created_at DESC LIMIT 1`,
    );
    const general: Partial<OperationListQueryDto>[] = [
      {},
      { transportModes: ['SEA', 'AIR'] },
      { containerModes: ['FCL', 'RORO'] },
      { status: ['IN_TRANSIT', 'ARRIVED'] },
      { origins: ['UYMVD'] },
      { destinations: ['UYMVD', 'MVD'] },
      { commercials: [edge.commercial] },
      { clientName: 'a' },
      { houseNumber: '1' },
      { masterNumber: '09' },
      { shipmentKey: 'SK26' },
      { containerNumber: 'MSCU' },
      { etdFrom: '2020-01-01', etdTo: '2030-01-01' },
      { etdFrom: edge.etd, etdTo: edge.etd },
      { etaFrom: edge.etd },
      { etdFrom: '2099-01-01' },
      { operatives: operatives.map((o) => o.user_id) },
      { operatives: [operatives[0].user_id], transportModes: ['SEA'] },
    ];
    const cases = [
      ...general.map((f) => [f, null] as const),
      ...(['all', 'in-progress', 'finished'] as const).map((v) => [{}, v] as const),
      [{ quoteNumber: '2' }, 'all'] as const,
    ];
    let rows = 0;
    for (const [filter, view] of cases) {
      const q = { ...filter } as OperationListQueryDto;
      const kind = view ? 'EXPRESS' : 'GENERAL';
      const list = view ? 'express-operations' : 'operations';
      const theirsWhere = view ? { AND: [operationWhere(q, kind), prismaExpressView(view)] } : operationWhere(q, kind);
      for (const [sort, order] of [
        ['createdAt', 'desc'],
        ['reference', 'asc'],
      ] as const) {
        // As the service lists: a date range bounds the walk to its rows' sort values.
        let where = view ? allOf(operationFilterWhere(q, kind), expressViewWhere(view)) : operationFilterWhere(q, kind);
        const range = dateRangeWhere(q, kind);
        if (range) where = await ours.boundToRange(where, range, sort);
        const o = { sort, order, limit: 20, list } as const;
        const page = (read: (c: string | undefined) => Promise<OperationSummaryRow[]>) => (c: string | undefined) =>
          read(c).then((r) => toPage(list, r, 20, sort, (x) => x));
        rows += await samePages(
          page((cursor) => ours.listPage({ ...o, where, cursor })),
          page((cursor) => reference.operations(theirsWhere, { ...o, cursor })),
        );
      }
    }
    expect(rows).toBeGreaterThan(2000);
  });

  it('operations export: the same rows in the same batches, and the same count', async () => {
    const repo = new OperationsRepository(prisma, reads);
    const q = { transportModes: ['SEA', 'AIR'] } as OperationListQueryDto;
    const ours: unknown[] = [];
    for await (const batch of repo.exportBatches(operationFilterWhere(q), 1000)) ours.push(...batch);
    const theirs: unknown[] = [];
    let cursor: string | undefined;
    do {
      const rows = await reference.operations(operationWhere(q), {
        sort: 'createdAt',
        order: 'desc',
        limit: 50,
        cursor,
      });
      const page = toPage('operations', rows, 50, 'createdAt', (x) => x);
      theirs.push(...page.items);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(theirs.length).toBeGreaterThan(100);
    expect(ours).toEqual(theirs);
    expect(await repo.countUpTo(operationFilterWhere(q), 1000)).toBe(theirs.length);
    expect(await repo.countUpTo(operationFilterWhere(q), 7)).toBe(7);
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
    const ours = new RatesRepository(prisma, reads);
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
    const ours = new SupportRepository(prisma, reads);
    const today = '2026-06-01';
    let rows = 0;
    for (const filter of [
      { includeClosed: false },
      { includeClosed: true },
      { includeClosed: false, priority: 'HIGH' as const },
      { includeClosed: true, priority: 'MINIMAL' as const },
      { includeClosed: true, status: 'BLOCKED' as const },
      { includeClosed: true, dueBefore: new Date('2026-06-05T00:00:00Z') },
    ]) {
      const page = (read: typeof ours.deskPage) => async (cursor: string | undefined) => {
        const rows = await read(filter, today, cursor ? decodeDeskCursor(cursor) : null, 7);
        const last = rows.at(6);
        return { items: rows.slice(0, 7), nextCursor: rows.length > 7 && last ? encodeDeskCursor(last, today) : null };
      };
      rows += await samePages(
        page((...a) => ours.deskPage(...a)),
        page((...a) => reference.supportDesk(...a)),
      );
    }
    expect(rows).toBeGreaterThan(150);
  });

  it("a user's own and related tickets, page by page, and a record's linked tickets", async () => {
    const ours = new SupportRepository(prisma, reads);
    const users = await sql<{ id: string; username: string }>(
      db.url,
      `SELECT id, username FROM users WHERE username IN ('soporte', 'comercial')`,
    );
    let rows = 0;
    for (const user of users) {
      for (const includeClosed of [false, true]) {
        const f = { visibleTo: user.id, includeClosed };
        const page = (read: typeof ours.listPage) => (cursor: string | undefined) =>
          read(f, cursor, 6).then((r) => toPage('support-tickets', r, 6, 'createdAt', (x) => x));
        rows += await samePages(
          page((...a) => ours.listPage(...a)),
          page((...a) => reference.supportTickets(...a)),
        );
      }
    }
    expect(rows).toBeGreaterThan(100);
    // The tickets of one quotation: all of them, newest first (the reference reads up to 500, as the list does).
    const [linked] = await sql<{ id: string }>(
      db.url,
      `UPDATE support_tickets SET quotation_id = (SELECT id FROM quotations ORDER BY reference LIMIT 1)
       WHERE title LIKE 'Gen %' AND right(title, 1) IN ('1', '2') RETURNING quotation_id AS id`,
    );
    const f = { includeClosed: true, quotationId: linked.id };
    const expected = await reference.supportTickets(f, undefined, 499);
    expect(expected.length).toBeGreaterThan(10);
    expect(await ours.list(f)).toEqual(expected);
  });

  it('notifications: all and unread only, page by page', async () => {
    const [{ id }] = await sql<{ id: string }>(db.url, `SELECT id FROM users WHERE username = 'pricing'`);
    await sql(
      db.url,
      `INSERT INTO notifications (id, recipient_id, title, message, read, topic, created_at)
      SELECT gen_random_uuid(), $1, 'Aviso ' || g, 'Mensaje', g % 3 = 0, '{"kind":"x"}'::jsonb, now() - make_interval(secs => g / 2) FROM generate_series(1, 90) g`,
      [id],
    );
    const ours = new NotificationsRepository(prisma, reads);
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

  it('reads calendar dates, JSON, decimals and big integers with the values Prisma answers', async () => {
    await prisma.quotation.updateMany({
      data: { shipmentDate: new Date('2026-03-01T00:00:00Z'), goodsValue: '123456789012.25' },
      where: { status: 'SENT' },
    });
    const expected = await prisma.quotation.findMany({
      select: {
        id: true,
        shipmentDate: true,
        goodsReadyDate: true,
        goodsValue: true,
        containers: true,
        pickup: true,
        status: true,
        createdAt: true,
      },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: 100,
    });
    const rows = await reads.all(
      sqlDb
        .selectFrom('quotations')
        .select([
          'quotations.id',
          'quotations.shipment_date as shipmentDate',
          'quotations.goods_ready_date as goodsReadyDate',
          'quotations.goods_value as goodsValue',
          'quotations.containers',
          'quotations.pickup',
          'quotations.status',
          'quotations.created_at as createdAt',
        ])
        .orderBy('quotations.created_at', 'desc')
        .orderBy('quotations.id', 'desc')
        .limit(100),
    );
    // Numeric reads as exact text, which the repositories make the Decimal Prisma answers.
    expect(rows.map((r) => ({ ...r, goodsValue: toDecimal(r.goodsValue) }))).toEqual(expected);
    expect(rows.some((r) => r.shipmentDate?.toISOString() === '2026-03-01T00:00:00.000Z')).toBe(true);
    expect(rows.some((r) => r.goodsValue === '123456789012.25')).toBe(true);
    // A bigint reads as exact text too (no list reads one today).
    const audit = await prisma.auditEvent.findMany({
      select: { id: true, at: true, before: true },
      orderBy: [{ id: 'desc' }],
      take: 20,
    });
    const ours = await reads.all(
      sqlDb
        .selectFrom('audit_events')
        .select(['audit_events.id', 'audit_events.at', 'audit_events.before'])
        .orderBy('audit_events.id', 'desc')
        .limit(20),
    );
    expect(audit.length).toBeGreaterThan(0);
    expect(ours.map((r) => ({ ...r, id: BigInt(r.id) }))).toEqual(audit);
  });
});
