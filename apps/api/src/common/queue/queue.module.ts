import { Global, Module } from '@nestjs/common';
import { MetricsModule } from '../metrics/metrics.module.js';
import { Outbox } from './outbox.js';
import { OutboxRelay } from './outbox-relay.js';
import { OutboxRepository } from './outbox.repository.js';
import { QueueConnection } from './queue-connection.js';
import { QueueHealth } from './queue-health.js';
import { QueueMetrics } from './queue-metrics.js';
import { QueueFactory } from './queue.factory.js';

/**
 * BullMQ on Redis or, with no REDIS_URL, on PostgreSQL. Domain modules create their queues and workers through
 * QueueFactory, and add jobs that follow a write through the Outbox (in the write's transaction).
 */
@Global()
@Module({
  imports: [MetricsModule],
  providers: [QueueConnection, QueueFactory, QueueHealth, QueueMetrics, Outbox, OutboxRelay, OutboxRepository],
  exports: [QueueFactory, QueueHealth, Outbox, OutboxRelay],
})
export class QueueModule {}
