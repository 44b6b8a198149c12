import { afterAll, beforeAll, expect } from '@jest/globals';
import request from 'supertest';
import type {
  AgentScorecard,
  AnalyticsSummary,
  CarrierTable,
  LanePriceTable,
  WaitingTimes,
  WinRateTable,
} from '@freight/shared';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { bearer } from '../sells/fixtures.js';
import { buildFixture, type Fixture } from './analytics-fixture.js';

/** The fixture's two months. */
export const RANGE = 'from=2023-01-01&to=2023-02-28';

/**
 * Starts an app on a database of its own holding the fixture, with the readers of its figures. The
 * figures are read on one fixture; the tests that change rows have a fixture of their own, so the
 * random test order never moves the hand-computed answers.
 */
export function fixtureApp() {
  const ctx = {
    t: undefined as unknown as TestApp,
    fx: undefined as unknown as Fixture,
    tokens: {} as Record<string, string>,
  };
  beforeAll(async () => {
    ctx.t = await startTestApp();
    ctx.fx = await buildFixture(ctx.t);
    for (const u of ['analista', 'gerente', 'comercial', 'comstats']) ctx.tokens[u] = await loginAs(ctx.t.http, u);
  });
  afterAll(async () => {
    await ctx.t?.close();
  });
  const get = (who: string, path: string) =>
    request(ctx.t.http).get(`/analytics/v1${path}`).set(bearer(ctx.tokens[who]));
  const body = async <T>(who: string, path: string): Promise<T> => {
    const res = await get(who, path);
    expect(res.status).toBe(200);
    return res.body as T;
  };
  /** Every figure the dashboards show for the fixture's range, as analista sees it. */
  const everything = async () => ({
    summary: await body<AnalyticsSummary>('analista', `/quotations/summary?${RANGE}`),
    weeks: await body<AnalyticsSummary>('analista', `/quotations/summary?${RANGE}&granularity=week`),
    byLane: await body<WinRateTable>('analista', `/quotations/win-rate?${RANGE}&by=lane`),
    byClient: await body<WinRateTable>('analista', `/quotations/win-rate?${RANGE}&by=client`),
    waiting: await body<WaitingTimes>('analista', `/waiting-times?${RANGE}`),
    scorecard: await body<AgentScorecard>('analista', `/agents/scorecard?${RANGE}`),
    carriers: await body<CarrierTable>('analista', `/agents/carriers?${RANGE}`),
    lanes: await body<LanePriceTable>('analista', `/agents/lane-prices?${RANGE}`),
    byCommercial: await body<WinRateTable>('analista', `/quotations/win-rate?${RANGE}&by=commercial`),
  });
  return { ctx, get, body, everything };
}
