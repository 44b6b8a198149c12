import { Controller, Get, Res, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../common/auth/access.decorators.js';
import { Metrics } from '../../common/metrics/metrics.service.js';
import { MetricsAccessGuard } from './metrics-access.guard.js';

/**
 * The Prometheus scrape endpoint (text exposition format), outside the JSON API and its document.
 * Public to the sign-in guard: MetricsAccessGuard admits by token or address instead of a user.
 */
@ApiExcludeController()
@Controller('metrics')
@UseGuards(MetricsAccessGuard)
export class MetricsController {
  constructor(private readonly metrics: Metrics) {}

  @Get()
  @Public()
  async scrape(@Res() res: Response): Promise<void> {
    const text = await this.metrics.registry.metrics();
    res.type(this.metrics.registry.contentType).send(text);
  }
}
