import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DEMO_PASSWORD } from '../../../../prisma/seed/demo-accounts.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { testConfig } from '../support/config.js';

const ADDRESSES = Array.from({ length: 20 }, (_, i) => `203.0.113.${i + 1}`);
const FREE = 20;
const BASE_SECONDS = 1;
const MAX_SECONDS = 4;
const sleep = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000 + 50));

/**
 * Issue 35: guessing one account's password from many addresses is slowed too. Past its free failures
 * a username waits a delay that doubles per failure, up to a cap (1 s, 2 s, 4 s here; 2 s to 5 min by
 * default), whatever the address; never a lock: once the delay ends the right password signs in from
 * anywhere. The app trusts the loopback proxy, so X-Forwarded-For sets each request's address.
 */
describe('per-username sign-in slowdown', () => {
  let t: TestApp;
  // Each test slows its own username down: Jest runs them in a random order.
  const login = (password: string, ip: string, username = 'comercial') =>
    request(t.http).post('/auth/v1/login').set('X-Forwarded-For', ip).send({ username, password });

  beforeAll(async () => {
    const defaults = testConfig('', {}).login;
    t = await startTestApp({
      trustProxy: 'loopback',
      login: {
        ...defaults,
        maxFailuresPerUsername: FREE,
        usernameDelayBaseSeconds: BASE_SECONDS,
        usernameDelayMaxSeconds: MAX_SECONDS,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('200 wrong passwords from 20 addresses: 401 up to the free failures, then 429 with a Retry-After that grows to its cap; the right password from a new address signs in once the delay ends', async () => {
    const statuses: number[] = [];
    // The Retry-After of the first refusal after each checked failure: the delay that failure started.
    const delays: number[] = [];
    let last = 0;
    for (let i = 0; i < 200; i++) {
      const res = await login(`wrong-${i}`, ADDRESSES[i % ADDRESSES.length]);
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.body).toMatchObject({ code: 'RATE_LIMITED' });
        const retryAfter = Number(res.headers['retry-after']);
        if (last === 401) delays.push(retryAfter);
        // A patient guesser waits each delay out until the cap; after that it fires the rest at once.
        if (delays.length < 4 && last === 401) await sleep(retryAfter);
      }
      last = res.status;
    }
    expect(statuses.slice(0, FREE)).toEqual(Array<number>(FREE).fill(401));
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    expect(delays.slice(0, 4)).toEqual([1, 2, 4, 4]);
    // Of the 180 guesses past the free ones, only those after a delay ended were checked.
    const checked = statuses.filter((s) => s === 401).length;
    expect(checked).toBeLessThanOrEqual(FREE + 6);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(200 - FREE - 6);

    // The owner, from an address never used: refused while the delay runs (not a lock), admitted after it.
    const during = await login(DEMO_PASSWORD, '198.51.100.77');
    expect(during.status).toBe(429);
    await sleep(Number(during.headers['retry-after']));
    const after = await login(DEMO_PASSWORD, '198.51.100.77');
    expect(after.status).toBe(200);
    expect(after.body).toHaveProperty('access_token');
    // The success forgot the username's failures: a typo now is a plain 401, not a delay.
    expect((await login('typo', '198.51.100.77')).status).toBe(401);
    expect((await login(DEMO_PASSWORD, '198.51.100.78')).status).toBe(200);
  }, 240_000);

  it('once the delay ends, a burst of parallel guesses gets one checked, not all', async () => {
    for (let i = 0; i < FREE; i++) expect((await login(`burst-${i}`, ADDRESSES[i], 'pricing')).status).toBe(401);
    await sleep(BASE_SECONDS);
    const burst = await Promise.all(ADDRESSES.slice(0, 10).map((ip, i) => login(`parallel-${i}`, ip, 'pricing')));
    const statuses = burst.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(9);
  }, 60_000);
});
