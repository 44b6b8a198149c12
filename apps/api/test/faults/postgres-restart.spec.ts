import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { testRedisUrl } from '../support/config.js';
import { type ApiProcess, startApiProcess, stopApiProcess } from './api-process.js';
import { httpClient, until } from './fault-fixtures.js';
import { type OwnPostgres, startOwnPostgres } from './own-postgres.js';

type Answer = { at: number; status: number; code: string | null; ms: number };

const LIST = '/app/v1/quotations?view=mine&limit=20';
const WORKERS = 4;
// No answer may take longer: a request that hangs while the database is away is a failure.
const HANG_MS = 10_000;

/**
 * Fault suite (issue 18): the PostgreSQL server under a running API is stopped and started again
 * while signed-in users keep listing. While it is down every answer is 503 DEPENDENCY_UNAVAILABLE
 * within seconds (never 401, which would sign them out, never 500, never a hang); once it is back,
 * 200 again from the same API process.
 */
describe('faults: PostgreSQL restarted under load', () => {
  let pg: OwnPostgres;
  let api: ApiProcess | undefined;

  beforeAll(async () => {
    pg = await startOwnPostgres();
    api = await startApiProcess({
      databaseUrl: pg.url,
      redisUrl: testRedisUrl(),
      queuePrefix: `pgr-${randomBytes(4).toString('hex')}`,
    });
  }, 240_000);

  afterAll(async () => {
    await pg?.start().catch(() => undefined);
    await stopApiProcess(api);
    await pg?.destroy();
  }, 240_000);

  it(`GET ${LIST} in a loop while PostgreSQL stops and starts: 503 with its code within seconds, then 200 without restarting the API`, async () => {
    if (!api) throw new Error('no API');
    const base = api.base;
    const token = await httpClient(base).login('comercial');
    const answers: Answer[] = [];
    let running = true;
    const worker = async () => {
      while (running) {
        const started = Date.now();
        let status: number;
        let code: string | null = null;
        try {
          const res = await fetch(`${base}${LIST}`, {
            headers: { authorization: `Bearer ${token}` },
            signal: AbortSignal.timeout(HANG_MS),
          });
          status = res.status;
          const body = (await res.json()) as { code?: string };
          code = body.code ?? null;
        } catch (e) {
          // A timeout (hang) or a dropped connection: both are failures the test reports.
          status = (e as Error).name === 'TimeoutError' ? -1 : -2;
        }
        answers.push({ at: started, status, code, ms: Date.now() - started });
        // Paced a little, so the log stays readable and the machine is not only doing this.
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    const load = Array.from({ length: WORKERS }, () => worker());

    try {
      await until(() => answers.filter((a) => a.status === 200).length >= 20, 'twenty 200s before the stop');
      const stoppedAt = Date.now();
      await pg.stop();
      const stopTookMs = Date.now() - stoppedAt;
      // Down: wait for 503s, then keep it down long enough to see it answer steadily.
      await until(() => answers.some((a) => a.at >= stoppedAt && a.status === 503), 'a 503 after the stop', 15_000);
      const firstDown = answers.find((a) => a.at >= stoppedAt && a.status === 503)!;
      const downSince = Date.now();
      // Held down for three seconds and at least twenty answers: refusals stay quick while the pool keeps failing to reconnect.
      await until(
        () => Date.now() - downSince >= 3_000 && answers.filter((a) => a.at >= downSince).length >= 20,
        'three seconds down',
        15_000,
      );
      const startedAt = Date.now();
      await pg.start();
      const startTookMs = Date.now() - startedAt;
      await until(
        () => answers.some((a) => a.at >= startedAt + startTookMs && a.status === 200),
        'a 200 after the start',
        20_000,
      );
      const firstUp = answers.find((a) => a.at >= startedAt + startTookMs && a.status === 200)!;
      const upSince = Date.now();
      await until(() => answers.filter((a) => a.at >= upSince).length >= 20, 'twenty answers after recovery', 15_000);
      running = false;
      await Promise.all(load);

      const before = answers.filter((a) => a.at + a.ms < stoppedAt);
      const during = answers.filter((a) => a.at >= stoppedAt && a.at < startedAt + startTookMs);
      const after = answers.filter((a) => a.at >= upSince);
      const count = (list: Answer[]) =>
        Object.entries(
          list.reduce<Record<string, number>>(
            (acc, a) => ({
              ...acc,
              [`${a.status}${a.code ? ` ${a.code}` : ''}`]: (acc[`${a.status}${a.code ? ` ${a.code}` : ''}`] ?? 0) + 1,
            }),
            {},
          ),
        )
          .map(([k, n]) => `${n} x ${k}`)
          .join(', ');
      const slowestDown = Math.max(...answers.filter((a) => a.status === 503).map((a) => a.ms));
      console.log(
        `faults/postgres-restart: ${answers.length} signed-in list calls by ${WORKERS} clients; ` +
          `answered before the stop: ${count(before)}; ` +
          `PostgreSQL stopped (pg_ctl took ${stopTookMs} ms), first 503 ${firstDown.at + firstDown.ms - stoppedAt} ms after, slowest 503 ${slowestDown} ms; ` +
          `while down/starting: ${count(during)}; ` +
          `started again (pg_ctl took ${startTookMs} ms), first 200 ${firstUp.at + firstUp.ms - (startedAt + startTookMs)} ms after it was up; ` +
          `after recovery: ${count(after)}; slowest answer ${Math.max(...answers.map((a) => a.ms))} ms`,
      );

      // Only 200 or 503 with its code, ever: no 401 (signs users out), no 500, no hang, no dropped connection.
      expect(
        answers.filter((a) => a.status !== 200 && !(a.status === 503 && a.code === 'DEPENDENCY_UNAVAILABLE')),
      ).toEqual([]);
      expect(before.every((a) => a.status === 200)).toBe(true);
      // Within a few seconds of the stop, and every refusal quick.
      expect(firstDown.at + firstDown.ms - stoppedAt).toBeLessThan(5_000);
      expect(slowestDown).toBeLessThan(5_000);
      // Steadily down while the server is away (the last answers before the start are all 503).
      expect(during.filter((a) => a.at >= downSince && a.at + a.ms < startedAt).every((a) => a.status === 503)).toBe(
        true,
      );
      // Back without restarting the API: the same process answers 200 to everyone again.
      expect(after.length).toBeGreaterThanOrEqual(20);
      expect(after.every((a) => a.status === 200)).toBe(true);
      expect(api.child.exitCode).toBeNull();
    } finally {
      running = false;
      await Promise.all(load);
    }
  }, 120_000);
});
