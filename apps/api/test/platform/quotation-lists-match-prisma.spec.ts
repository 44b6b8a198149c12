import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Permission } from '@freight/shared';
import type { QuotationListQueryDto, QuotationView } from '@freight/shared/dto';
import type { AuthUser } from '../../src/common/auth/auth-user.js';
import { toPage } from '../../src/common/pagination/keyset.js';
import { PreparedReads } from '../../src/common/prisma/prepared-reads.js';
import { PrismaService } from '../../src/common/prisma/prisma.service.js';
import { Prisma } from '../../src/generated/prisma/client.js';
import { toSummary } from '../../src/modules/quotations/quotation.mappers.js';
import { QuotationPolicy } from '../../src/modules/quotations/quotation.policy.js';
import { QuotationQueriesService } from '../../src/modules/quotations/quotation-queries.service.js';
import { viewFilter } from '../../src/modules/quotations/quotation-views.js';
import { QuotationEventsRepository } from '../../src/modules/quotations/quotation-events.repository.js';
import { QuotationsRepository, type SummaryRow } from '../../src/modules/quotations/quotations.repository.js';
import { UsersRepository } from '../../src/modules/users/users.repository.js';
import { UsersService } from '../../src/modules/users/users.service.js';
import { testConfig } from '../support/config.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { PrismaLists } from '../support/prisma-lists.js';
import { AWAITING_APPROVAL, quotationScope, quotationView } from '../support/prisma-wheres.js';
import { samePages } from '../support/same-pages.js';
import { sql } from '../support/sql.js';

const FILTERS: Partial<QuotationListQueryDto>[] = [
  {},
  { status: ['SENT', 'QUOTED'] },
  { service: 'SEA_FCL' },
  { transportMode: 'AIR' },
  { reference: 'MVD-2' },
  { reference: '-26-' },
  // A reference head: a range of references and its created_at window; one that no reference has.
  { reference: 'mvd-25-90010' },
  { reference: 'ZON-99-9' },
  { originCode: 'cnsha' },
  { destinationCode: 'uymvd' },
  { awaitingApproval: true },
  { createdFrom: '2024-01-01', createdTo: '2030-12-31' },
  { createdFrom: '2025-06-01', createdTo: '2025-06-01' },
  { incoterm: 'FOB', status: ['REQUESTED'] },
];
const ORDERS = [
  ['reference', 'asc'],
  ['createdAt', 'asc'],
  ['reference', 'desc'],
] as const;
// soporte has no commercial or pricing permission: its scope holds no quotation.
const VIEWS: Record<string, QuotationView[]> = {
  pricing: ['pricingAll', 'pricingNew', 'pricingInProcess'],
  comercial: ['mine', 'history', 'finalize', 'assigned'],
  gerente: ['manager', 'mine', 'assigned'],
  soporte: ['assigned'],
};

/**
 * The quotation lists, their two-halves views, export batches, counts and visibility checks are built with
 * the typed SQL builder (issue 40): each must answer what Prisma's findMany answers for the scope, view
 * and filters the repository built as Prisma arguments before (test/support/prisma-wheres.ts), page after
 * page, value for value and type for type, on the demo data and 150 generated quotations (three per
 * creation instant, some assigned to a commercial by another owner, some awaiting approval).
 */
describe('quotation lists through the typed SQL builder answer what Prisma answers', () => {
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
    await sql(
      db.url,
      `INSERT INTO users (id, code, name, email, username, password_hash, is_commercial, updated_at)
       VALUES (gen_random_uuid(), 'OTR', 'Otro Comercial', 'otro@x.test', 'otro', 'x', true, now())`,
    );
    await sql(
      db.url,
      `WITH u AS (SELECT array_agg(id ORDER BY username) a FROM users WHERE username IN ('comercial', 'gerente', 'otro')),
            c AS (SELECT array_agg(id ORDER BY id) a FROM clients),
            me AS (SELECT id FROM users WHERE username = 'comercial'),
            p AS (SELECT id FROM users WHERE username = 'pricing')
       INSERT INTO quotations (id, reference, company, service, transport_mode, status, active, client_id, commercial_id,
         assigned_to_id, pricing_user_id, approval_state, origin_code, destination_code, incoterm, goods_description,
         total_weight_kg, total_volume_m3, chargeable, created_at, updated_at)
       SELECT gen_random_uuid(), 'MVD-25-' || lpad((900000 + g)::text, 6, '0'), 'MVD',
         (ARRAY['SEA_FCL', 'AIR_LSE', 'ROAD_FTL', 'EXPRESS'])[1 + g % 4]::"Service",
         (ARRAY['SEA', 'AIR', 'ROAD', 'EXPRESS'])[1 + g % 4]::"TransportMode",
         (ARRAY['REQUESTED','PENDING','QUOTED','UPDATED','SENT','APPROVED','NOT_APPROVED','FUTURE'])[1 + (g / 4) % 8]::"QuotationStatus",
         g % 9 <> 0, c.a[1 + g % array_length(c.a, 1)], u.a[1 + g % 3],
         CASE WHEN g % 4 = 1 THEN me.id END, CASE WHEN g % 3 = 0 THEN p.id END,
         (CASE WHEN g % 5 = 0 THEN 'REQUESTED' ELSE 'NOT_REQUESTED' END)::"ApprovalState",
         'CNSHA', (ARRAY['UYMVD', 'BRSSZ'])[1 + g % 2], (ARRAY['FOB', 'CIF', 'EXW'])[1 + g % 3], 'Generated',
         round(g * 12.345, 2), round(g * 0.0123, 3), round(g * 1.5, 3),
         timestamptz '2025-06-01 12:00:00+00' + ((g / 3) || ' minutes')::interval, now()
       FROM generate_series(1, 150) g, u, c, me, p`,
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

  const related = async (user: AuthUser) =>
    (await prisma.user.findMany({ where: { commercialOf: { some: { id: user.id } } }, select: { id: true } })).map(
      (u) => u.id,
    );

  function services() {
    const repo = new QuotationsRepository(prisma, reads);
    const users = new UsersService(new UsersRepository(prisma));
    const policy = new QuotationPolicy(repo, users);
    const eventLog = new QuotationEventsRepository(prisma);
    return { repo, policy, queries: new QuotationQueriesService(repo, eventLog, users, policy) };
  }

  it('every view and filter newest first, and the first filters in every order, page by page', async () => {
    const { queries } = services();
    let rows = 0;
    for (const [username, views] of Object.entries(VIEWS)) {
      const user = await staff(username);
      for (const view of views) {
        for (const [i, filter] of FILTERS.entries()) {
          const orders = [['createdAt', 'desc'] as const, ...(i < 4 ? ORDERS : [])];
          for (const [sort, order] of orders) {
            const q = (cursor?: string) =>
              ({ view, sort, order, limit: 20, cursor, ...filter }) as QuotationListQueryDto;
            rows += await samePages(
              (c) => queries.list(user, q(c)),
              (c) => reference.quotations(user, q(c)).then((r) => toPage('quotations', r, 20, sort, toSummary)),
            );
          }
        }
      }
    }
    // The comparison saw real rows, not only empty pages.
    expect(rows).toBeGreaterThan(2000);
  });

  it('the export: the same rows, decimals and dates in the same batches, and the same total', async () => {
    const { repo, queries } = services();
    const user = await staff('pricing');
    const q = { view: 'pricingAll', sort: 'createdAt', order: 'desc', limit: 250 } as QuotationListQueryDto;
    const theirs: SummaryRow[] = [];
    let cursor: string | undefined;
    do {
      const page = toPage('quotations', await reference.quotations(user, { ...q, cursor }), 250, 'createdAt', (x) => x);
      theirs.push(...page.items);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(theirs.length).toBeGreaterThan(190);
    const ours: SummaryRow[] = [];
    for await (const batch of repo.exportBatches(viewFilter('pricingAll', user, []), 1000)) ours.push(...batch);
    expect(ours).toEqual(theirs);
    expect(ours.every((r) => r.totalWeightKg instanceof Prisma.Decimal && r.createdAt instanceof Date)).toBe(true);
    expect(ours.some((r) => !r.chargeable.isInteger())).toBe(true);
    const exported = await queries.exportRows(user, q, 1000);
    const mapped: unknown[] = [];
    for await (const batch of exported.batches) mapped.push(...batch);
    expect(exported.total).toBe(theirs.length);
    expect(mapped).toEqual(theirs.map(toSummary));
    expect(await repo.countUpTo(viewFilter('pricingAll', user, []), 7)).toBe(7);
  });

  it("the manager's awaiting-approval count and who may see each quotation", async () => {
    const { repo, policy, queries } = services();
    const gerente = await staff('gerente');
    const ids = await related(gerente);
    const awaiting = {
      AND: [quotationScope(gerente, ids), quotationView('manager', gerente, ids), AWAITING_APPROVAL],
    };
    const expected = await prisma.quotation.count({ where: awaiting });
    expect(expected).toBeGreaterThan(5);
    expect(await queries.awaitingApprovalCount(gerente)).toEqual({ count: expected });

    const references = (await prisma.quotation.findMany({ select: { reference: true } })).map((r) => r.reference);
    const select = {
      id: true,
      reference: true,
      service: true,
      status: true,
      active: true,
      commercialId: true,
      assignedToId: true,
      clientId: true,
    } as const;
    let visible = 0;
    for (const username of ['pricing', 'comercial', 'gerente', 'soporte']) {
      const user = await staff(username);
      const scope = quotationScope(user, await related(user));
      const ourScope = await policy.scope(user);
      for (const ref of references.filter((_, i) => i % 5 === 0)) {
        const theirs = await prisma.quotation.findFirst({ where: { AND: [{ reference: ref }, scope] }, select });
        expect(await repo.findVisible(ref, ourScope)).toEqual(theirs ?? undefined);
        if (theirs) visible++;
      }
    }
    expect(visible).toBeGreaterThan(60);
  });
});
