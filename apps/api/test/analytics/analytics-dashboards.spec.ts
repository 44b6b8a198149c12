import { describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import type {
  AgentScorecard,
  AnalyticsReportTable,
  AnalyticsSummary,
  CarrierTable,
  LanePriceTable,
  WaitingTimes,
  WinRateTable,
} from '@freight/shared';
import { fixtureApp, RANGE } from './analytics-app.js';

describe('analytics dashboards on a hand-computed fixture', () => {
  const { ctx, get, body } = fixtureApp();

  it('counts quotations per month and service, statuses, services, the ranking, the commercial of the month and lost reasons', async () => {
    const s = await body<AnalyticsSummary>('analista', `/quotations/summary?${RANGE}`);
    expect(s.range).toEqual({ from: '2023-01-01', to: '2023-02-28' });
    expect(s.totals).toEqual({ quotations: 5, won: 2, lost: 1, winRate: 0.6667, open: 2 });
    expect(s.periods).toEqual([
      { period: '2023-01', quotations: 2, won: 1, lost: 1, winRate: 0.5, byService: { SEA_FCL: 2 } },
      { period: '2023-02', quotations: 3, won: 1, lost: 0, winRate: 1, byService: { AIR_LSE: 2, SEA_LCL: 1 } },
    ]);
    expect(s.statuses).toEqual([
      { status: 'REQUESTED', quotations: 1 },
      { status: 'SENT', quotations: 1 },
      { status: 'APPROVED', quotations: 2 },
      { status: 'NOT_APPROVED', quotations: 1 },
    ]);
    expect(s.services).toEqual([
      { service: 'AIR_LSE', quotations: 2 },
      { service: 'SEA_FCL', quotations: 2 },
      { service: 'SEA_LCL', quotations: 1 },
    ]);
    expect(s.commercials.map((c) => [c.commercialId, c.quotations, c.won, c.lost, c.winRate])).toEqual([
      [ctx.fx.c1, 3, 1, 1, 0.5],
      [ctx.fx.c2, 2, 1, 0, 1],
    ]);
    expect(s.commercialOfTheMonth).toMatchObject({ month: '2023-02', commercialId: ctx.fx.c2, quotations: 2, won: 1 });
    expect(s.lostReasons).toEqual([{ reason: 'PRICE', quotations: 1 }]);
  });

  it('groups by the Monday of each week when asked for weeks', async () => {
    const s = await body<AnalyticsSummary>('analista', `/quotations/summary?${RANGE}&granularity=week`);
    // 10 Jan (Tue) and 15 Jan (Sun) share the week of Monday 9 Jan; 20 Feb (Mon) and 25 Feb (Sat) that of 20 Feb.
    expect(s.periods.map((p) => [p.period, p.quotations])).toEqual([
      ['2023-01-09', 2],
      ['2023-01-30', 1],
      ['2023-02-20', 2],
    ]);
  });

  it('gives the win rate and the lost reasons by commercial, lane, client and mode', async () => {
    const price = [{ reason: 'PRICE', quotations: 1 }];
    const commercial = await body<WinRateTable>('analista', `/quotations/win-rate?${RANGE}&by=commercial`);
    expect(commercial.rows.map((r) => [r.key, r.quotations, r.won, r.lost, r.winRate, r.lostReasons])).toEqual([
      [ctx.fx.c1, 3, 1, 1, 0.5, price],
      [ctx.fx.c2, 2, 1, 0, 1, []],
    ]);
    const lane = await body<WinRateTable>('analista', `/quotations/win-rate?${RANGE}&by=lane`);
    expect(lane.rows.map((r) => [r.label, r.quotations, r.won, r.lost, r.winRate, r.lostReasons])).toEqual([
      ['CNSHA → UYMVD', 2, 1, 1, 0.5, price],
      ['PVG → MVD', 2, 1, 0, 1, []],
      ['NLRTM → UYMVD', 1, 0, 0, null, []],
    ]);
    const client = await body<WinRateTable>('analista', `/quotations/win-rate?${RANGE}&by=client`);
    expect(client.rows.map((r) => [r.key, r.quotations, r.won, r.lost, r.lostReasons])).toEqual([
      [ctx.fx.clientB, 3, 1, 0, []],
      [ctx.fx.clientA, 2, 1, 1, price],
    ]);
    const mode = await body<WinRateTable>('analista', `/quotations/win-rate?${RANGE}&by=mode`);
    expect(mode.rows.map((r) => [r.key, r.quotations, r.won, r.lost, r.lostReasons])).toEqual([
      ['SEA', 3, 1, 1, price],
      ['AIR', 2, 1, 0, []],
    ]);
  });

  it("sets each agent's average on a lane against the other agents' average on the same lane", async () => {
    // PVG → MVD: B priced Q3 (800) and C priced Q4 (500): never on the same quotation, compared on the lane.
    // CNSHA → UYMVD: A 1200 and B 1100 (its cheaper option) on Q1; B's 999 on Q2 stays out (two container types).
    const { A, B, C } = ctx.fx.agents;
    const lanes = await body<LanePriceTable>('analista', `/agents/lane-prices?${RANGE}`);
    expect(
      lanes.rows.map((r) => [
        r.service,
        `${r.originCode}>${r.destinationCode}`,
        r.providerId,
        r.quotations,
        r.averageCost,
        r.othersAverage,
        r.priceIndex,
        r.rank,
        r.agents,
      ]),
    ).toEqual([
      ['AIR_LSE', 'PVG>MVD', C, 1, 500, 800, 0.625, 1, 2],
      ['AIR_LSE', 'PVG>MVD', B, 1, 800, 500, 1.6, 2, 2],
      ['SEA_FCL', 'CNSHA>UYMVD', B, 1, 1100, 1200, 0.9167, 1, 2],
      ['SEA_FCL', 'CNSHA>UYMVD', A, 1, 1200, 1100, 1.0909, 2, 2],
    ]);
    expect(lanes.rows.find((r) => r.providerId === C)?.name).toBe('Fixture Agent C');
    // On the scorecard: own costs over the others' lane averages for the same quotations.
    // B: (1100 + 800) / (1200 + 500); per quotation B is the cheapest (rank 1), on its lanes it is dearer.
    const sc = await body<AgentScorecard>('analista', `/agents/scorecard?${RANGE}`);
    const by = Object.fromEntries(sc.agents.map((a) => [a.providerId, a]));
    expect([A, B, C].map((id) => [by[id].lanePriceIndex, by[id].lanesCompared])).toEqual([
      [1.0909, 1],
      [1.1176, 2],
      [0.625, 1],
    ]);
    // Filtered to air, only that lane is left; a commercial sees the lanes of their own quotations.
    const air = await body<LanePriceTable>('analista', `/agents/lane-prices?${RANGE}&mode=AIR`);
    expect(air.rows.map((r) => r.providerId)).toEqual([C, B]);
    const own = await body<LanePriceTable>('comstats', `/agents/lane-prices?${RANGE}`);
    expect(own.rows.map((r) => r.providerId)).toEqual([C, B]);
    const report = await body<AnalyticsReportTable>('analista', `/reports/lanePrices?${RANGE}`);
    expect(report.rows[0]).toEqual({
      labels: ['Aéreo LSE', 'PVG → MVD', 'Fixture Agent C'],
      values: [1, 500, 800, 0.625, 1, 2],
    });
  });

  it('averages the waiting time with the agent and with pricing per month', async () => {
    const w = await body<WaitingTimes>('analista', `/waiting-times?${RANGE}`);
    expect(w.periods).toEqual([
      { period: '2023-01', agentHours: 6, agentQuotations: 2, pricingHours: 14, pricingQuotations: 2 },
      { period: '2023-02', agentHours: 15.5, agentQuotations: 2, pricingHours: 7, pricingQuotations: 2 },
    ]);
    expect(w.total).toEqual({ agentHours: 10.75, agentQuotations: 4, pricingHours: 10.5, pricingQuotations: 4 });
  });

  it('scores each agent: requests, answers (a decline counts), times, costs sold, price position and average cost', async () => {
    const sc = await body<AgentScorecard>('analista', `/agents/scorecard?${RANGE}`);
    const { A, B, C } = ctx.fx.agents;
    expect(sc.agents.map((a) => a.providerId)).toEqual([B, A, C]);
    const by = Object.fromEntries(sc.agents.map((a) => [a.providerId, a]));
    expect(by[A]).toMatchObject({
      name: 'Fixture Agent A',
      requests: 2,
      answered: 2,
      declined: 1,
      pending: 0,
      answerRate: 1,
      medianHours: 2,
      p90Hours: 4,
      quotationsPriced: 1,
      sold: 1,
      soldRate: 1,
      averageRank: 2,
      cheapestRate: 0,
      averageCost: 1200,
      comparedQuotations: 1,
    });
    expect(by[B]).toMatchObject({
      requests: 3,
      answered: 2,
      declined: 0,
      pending: 1,
      answerRate: 0.6667,
      medianHours: 1,
      p90Hours: 10,
      quotationsPriced: 3,
      sold: 1,
      soldRate: 0.3333,
      averageRank: 1,
      cheapestRate: 1,
      averageCost: 950,
      comparedQuotations: 2,
    });
    expect(by[C]).toMatchObject({
      requests: 2,
      answered: 1,
      declined: 0,
      pending: 1,
      answerRate: 0.5,
      medianHours: 30,
      p90Hours: 30,
      quotationsPriced: 1,
      sold: 0,
      soldRate: 0,
      averageRank: null,
      cheapestRate: null,
      averageCost: 500,
      comparedQuotations: 1,
    });
  });

  it('counts costs per agent and carrier', async () => {
    const c = await body<CarrierTable>('analista', `/agents/carriers?${RANGE}`);
    const { A, B, C } = ctx.fx.agents;
    const rows = c.rows.map(
      (r) =>
        `${r.providerId === A ? 'A' : r.providerId === B ? 'B' : r.providerId === C ? 'C' : '?'}:${r.carrier}:${r.costs}`,
    );
    expect(rows.sort()).toEqual(['A:MSC:1', 'B:LATAM:1', 'B:MSC:1', 'B:Maersk:1', 'B:ONE:1', 'C:IBERIA:1'].sort());
  });

  it('applies the company, commercial, client, mode and service filters', async () => {
    const total = async (q: string) =>
      (await body<AnalyticsSummary>('analista', `/quotations/summary?${RANGE}&${q}`)).totals.quotations;
    expect(await total('company=MVD')).toBe(5);
    expect(await total('company=AUZ')).toBe(0);
    expect(await total(`commercialId=${ctx.fx.c2}`)).toBe(2);
    expect(await total(`clientId=${ctx.fx.clientA}`)).toBe(2);
    expect(await total('mode=AIR')).toBe(2);
    expect(await total('service=SEA_LCL')).toBe(1);
    const sc = await body<AgentScorecard>('analista', `/agents/scorecard?${RANGE}&service=AIR_LSE`);
    expect(sc.agents.map((a) => [a.providerId, a.requests, a.answered])).toEqual([
      [ctx.fx.agents.B, 1, 1],
      [ctx.fx.agents.C, 1, 1],
    ]);
  });

  it("shows a manager their related commercials' figures and a commercial with VIEW_STATS (and nothing else of analytics) their own", async () => {
    const manager = await body<AnalyticsSummary>('gerente', `/quotations/summary?${RANGE}`);
    expect(manager.totals.quotations).toBe(3);
    const own = await body<AnalyticsSummary>('comstats', `/quotations/summary?${RANGE}`);
    expect(own.totals.quotations).toBe(2);
    // Asking for someone outside the scope gives nothing, not their figures.
    const other = await body<AnalyticsSummary>('comstats', `/quotations/summary?${RANGE}&commercialId=${ctx.fx.c1}`);
    expect(other.totals.quotations).toBe(0);
    const agents = await body<AgentScorecard>('comstats', `/agents/scorecard?${RANGE}`);
    expect(agents.agents.map((a) => [a.providerId, a.requests])).toEqual([
      [ctx.fx.agents.B, 1],
      [ctx.fx.agents.C, 1],
    ]);
    const lanes = await body<WinRateTable>('comstats', `/quotations/win-rate?${RANGE}&by=lane`);
    expect(lanes.rows.map((r) => [r.label, r.quotations])).toEqual([['PVG → MVD', 2]]);
    const waiting = await body<WaitingTimes>('comstats', `/waiting-times?${RANGE}`);
    expect(waiting.total.agentQuotations).toBe(2);
    const carriers = await body<CarrierTable>('comstats', `/agents/carriers?${RANGE}`);
    expect(carriers.rows.map((r) => r.carrier).sort()).toEqual(['IBERIA', 'LATAM']);
    // VIEW_STATS opens the dashboards, not the reports.
    expect((await get('comstats', `/reports/agents?${RANGE}`)).status).toBe(403);
  });

  it("offers the commercials in the user's scope and their clients as filter choices", async () => {
    const all = await body<{ commercials: { id: string }[]; clients: { id: string }[] }>('analista', '/filter-options');
    expect(all.commercials.map((c) => c.id)).toEqual(expect.arrayContaining([ctx.fx.c1, ctx.fx.c2]));
    const own = await body<{ commercials: { id: string }[]; clients: { id: string }[] }>('comstats', '/filter-options');
    expect(own.commercials.map((c) => c.id)).toEqual([ctx.fx.c2]);
    expect(own.clients.map((c) => c.id)).toEqual([ctx.fx.clientB]);
    expect((await get('comercial', '/filter-options')).status).toBe(403);
  });

  it('refuses users without the analytics permissions (403)', async () => {
    expect((await get('comercial', `/quotations/summary?${RANGE}`)).status).toBe(403);
    expect((await get('comercial', `/agents/scorecard?${RANGE}`)).status).toBe(403);
    // Dashboards are not reports: gerente has ANALYTICS_QUOTATIONS only.
    expect((await get('gerente', `/reports/agents?${RANGE}`)).status).toBe(403);
    expect((await get('gerente', `/reports/agents/export?${RANGE}&format=csv`)).status).toBe(403);
  });

  it('rejects an unknown report and a malformed date', async () => {
    expect((await get('analista', '/reports/nothing')).status).toBe(400);
    expect((await get('analista', '/quotations/summary?from=01/01/2023')).status).toBe(400);
  });

  it("gives the reports as tables and files whose rows are the table's", async () => {
    const table = await body<AnalyticsReportTable>('analista', `/reports/agents?${RANGE}`);
    expect(table.columns[0]).toEqual({ key: 'agent', kind: 'text' });
    expect(table.rows[0]).toEqual({
      labels: ['Fixture Agent B'],
      values: [3, 2, 0, 1, 66.67, 1, 10, 3, 1, 33.33, 1, 100, 950, 1.1176],
    });
    const csv = await get('analista', `/reports/agents/export?${RANGE}&format=csv`).set('Accept-Language', 'en');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0].split(',')[0]).toBe('Agent');
    expect(lines.slice(1).map((l) => l.split(','))).toEqual(
      table.rows.map((r) => [
        ...r.labels,
        ...r.values.map((v, i) =>
          v === null ? '' : table.columns[i + r.labels.length].kind === 'number' ? v.toFixed(0) : v.toFixed(2),
        ),
      ]),
    );
    const xlsx = await get('analista', `/reports/statuses/export?${RANGE}&format=xlsx`).buffer(true);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const statuses = await body<AnalyticsReportTable>('analista', `/reports/statuses?${RANGE}`);
    expect(statuses.rows.map((r) => r.values[0])).toEqual([1, 1, 2, 1]);
  });

  it('labels periods in the reports and their files as mm/yyyy and dd/mm/yyyy, while the dashboards keep yyyy-mm', async () => {
    const firstCells = (rows: { labels: string[] }[]) => rows.map((r) => r.labels[0]);
    const months = await body<AnalyticsReportTable>('analista', `/reports/periods?${RANGE}`);
    expect(firstCells(months.rows)).toEqual(['01/2023', '02/2023']);
    const weeks = await body<AnalyticsReportTable>('analista', `/reports/periods?${RANGE}&granularity=week`);
    expect(firstCells(weeks.rows)).toEqual(['09/01/2023', '30/01/2023', '20/02/2023']);
    const waiting = await body<AnalyticsReportTable>('analista', `/reports/waitingTimes?${RANGE}`);
    expect(firstCells(waiting.rows)).toEqual(['01/2023', '02/2023']);
    // The dashboards (and their charts) still get the sortable value.
    const summary = await body<AnalyticsSummary>('analista', `/quotations/summary?${RANGE}`);
    expect(summary.periods.map((p) => p.period)).toEqual(['2023-01', '2023-02']);

    const csvFirstCells = async (path: string) => {
      const res = await get('analista', path).set('Accept-Language', 'en');
      expect(res.status).toBe(200);
      return res.text
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n')
        .map((l) => l.split(',')[0]);
    };
    expect(await csvFirstCells(`/reports/periods/export?${RANGE}&format=csv`)).toEqual([
      'Period',
      '01/2023',
      '02/2023',
    ]);
    expect(await csvFirstCells(`/reports/periods/export?${RANGE}&granularity=week&format=csv`)).toEqual([
      'Period',
      '09/01/2023',
      '30/01/2023',
      '20/02/2023',
    ]);

    const xlsx = await get('analista', `/reports/waitingTimes/export?${RANGE}&format=xlsx`)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(xlsx.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Uint8Array.from(xlsx.body as Buffer).buffer);
    expect(book.worksheets[0].getColumn(1).values.slice(2)).toEqual(['01/2023', '02/2023']);
  });
});
