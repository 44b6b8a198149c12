import { Controller, Get, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public, RequireAnyPermission } from '../../common/auth/access.decorators.js';
import { QueueHealth } from '../../common/queue/queue-health.js';
import { LoopWatchdog } from '../../common/watchdog/loop-watchdog.js';
import { HealthDetailsService, type HealthDetails } from './health-details.service.js';
import { HealthRepository } from './health.repository.js';

/** `eventLoop`: down while the event-loop watchdog finds the process lagging (common/watchdog). */
export type HealthResponse = {
  status: 'up' | 'down';
  database: 'up' | 'down';
  queue: 'up' | 'down';
  eventLoop: 'up' | 'down';
};

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly db: HealthRepository,
    private readonly queue: QueueHealth,
    private readonly details: HealthDetailsService,
    private readonly watchdog: LoopWatchdog,
  ) {}

  /** For administrators (user administrators): every dependency, pending migrations, queue depths. */
  @Get('details')
  @RequireAnyPermission('UPDATE_USER')
  @ApiOperation({
    summary: 'Database, queue and SMTP reachability with latency, pending migrations, queue depths and failed jobs',
  })
  async detailed(@Res({ passthrough: true }) res: Response): Promise<HealthDetails> {
    const d = await this.details.details();
    res.status(d.status === 'down' ? 503 : 200);
    return d;
  }

  @Get()
  @Public()
  @ApiOperation({ summary: 'Database, queue and event-loop status: 200 when all are up, 503 otherwise' })
  async check(@Res({ passthrough: true }) res: Response): Promise<HealthResponse> {
    // Read first: the loop's state when this check arrived (after a block, the answer queued behind it says so).
    const eventLoop = this.watchdog.healthy();
    const [database, queue] = await Promise.all([withTimeout(this.db.ping()), withTimeout(this.queue.check())]);
    const up = database && queue && eventLoop;
    res.status(up ? 200 : 503);
    const word = (ok: boolean) => (ok ? 'up' : 'down');
    return { status: word(up), database: word(database), queue: word(queue), eventLoop: word(eventLoop) };
  }
}

/** A dependency that does not answer within 3 s counts as down, so /health itself never hangs. */
function withTimeout(check: Promise<boolean>, ms = 3000): Promise<boolean> {
  return Promise.race([
    check.catch(() => false),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms).unref()),
  ]);
}
