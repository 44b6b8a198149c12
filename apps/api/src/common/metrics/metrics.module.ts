import { Global, Module } from '@nestjs/common';
import { Metrics } from './metrics.service.js';

/** The process's metrics registry, for every module to record into (served by the monitoring module). */
@Global()
@Module({ providers: [Metrics], exports: [Metrics] })
export class MetricsModule {}
