import { Global, Module } from '@nestjs/common';
import { QueueConnection } from './queue-connection.js';
import { QueueHealth } from './queue-health.js';
import { QueueFactory } from './queue.factory.js';

/** BullMQ on Redis or, with no REDIS_URL, on PostgreSQL. Domain modules create their queues and workers through QueueFactory. */
@Global()
@Module({
  providers: [QueueConnection, QueueFactory, QueueHealth],
  exports: [QueueFactory, QueueHealth],
})
export class QueueModule {}
