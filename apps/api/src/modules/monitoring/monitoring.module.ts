import { Module } from '@nestjs/common';
import { DomainGauges } from './domain-gauges.js';
import { DomainGaugesRepository } from './domain-gauges.repository.js';
import { InboundMetricsListener } from './inbound-metrics.listener.js';
import { MetricsAccessGuard } from './metrics-access.guard.js';
import { MetricsController } from './metrics.controller.js';

/** What operators' tools read (issue 45): the Prometheus endpoint and the business gauges it serves. */
@Module({
  controllers: [MetricsController],
  providers: [MetricsAccessGuard, DomainGaugesRepository, DomainGauges, InboundMetricsListener],
})
export class MonitoringModule {}
