import { describe, expect, it } from '@jest/globals';
import type { Response } from 'express';
import type { QueueHealth } from '../../common/queue/queue-health.js';
import type { LoopWatchdog } from '../../common/watchdog/loop-watchdog.js';
import type { HealthDetailsService } from './health-details.service.js';
import type { HealthRepository } from './health.repository.js';
import { HealthController } from './health.controller.js';

function fakeResponse() {
  const res = {
    statusCode: 0,
    status(code: number) {
      res.statusCode = code;
      return res;
    },
  };
  return res;
}

describe('HealthController', () => {
  const database = (up: boolean) =>
    ({ ping: () => (up ? Promise.resolve(true) : Promise.reject(new Error('down'))) }) as unknown as HealthRepository;
  const queue = (up: boolean) => ({ check: () => Promise.resolve(up) }) as unknown as QueueHealth;

  const watchdog = (healthy: boolean) => ({ healthy: () => healthy }) as unknown as LoopWatchdog;

  it.each([
    [true, true, true, 200, 'up'],
    [false, true, true, 503, 'down'],
    [true, false, true, 503, 'down'],
    [true, true, false, 503, 'down'],
  ])('database %s, queue %s, event loop %s -> %i', async (db, q, loop, status, overall) => {
    const res = fakeResponse();
    const controller = new HealthController(database(db), queue(q), {} as HealthDetailsService, watchdog(loop));
    const body = await controller.check(res as unknown as Response);
    expect(res.statusCode).toBe(status);
    expect(body).toEqual({
      status: overall,
      database: db ? 'up' : 'down',
      queue: q ? 'up' : 'down',
      eventLoop: loop ? 'up' : 'down',
    });
  });
});
