import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { AGENT_LINK_RATE_LIMIT } from '../../src/modules/pricing/agent-link-rate-limit.guard.js';
import { startTestApp, type TestApp } from '../support/app.js';

// Issue 18: guessing at agent links had no limit. Signed links make guessing hopeless, but a flood
// of guesses from one address is refused before any token is checked.
describe('GET /app/v1/agent/cost-request with guessed tokens, from one address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it(`GET /app/v1/agent/cost-request with guessed link tokens from one address: 401 up to ${AGENT_LINK_RATE_LIMIT.limit} a minute, then 429 RATE_LIMITED with Retry-After; staff routes are not affected`, async () => {
    const guess = (i: number) =>
      request(t.http).get('/app/v1/agent/cost-request').set('Authorization', `Bearer guessed.token.${i}`);
    const codes: string[] = [];
    for (let i = 0; i < AGENT_LINK_RATE_LIMIT.limit; i++) codes.push(((await guess(i)).body as { code: string }).code);
    expect(new Set(codes)).toEqual(new Set(['AGENT_LINK_INVALID']));
    const limited = await guess(-1);
    expect(limited.status).toBe(429);
    expect((limited.body as { code: string }).code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await request(t.http).get('/app/v1/config')).status).toBe(200);
  });
});
