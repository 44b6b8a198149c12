import { Global, Module } from '@nestjs/common';
import { MetricsModule } from '../metrics/metrics.module.js';
import { DbMetrics } from './db-metrics.js';
import { PreparedReads } from './prepared-reads.js';
import { PrismaService } from './prisma.service.js';

@Global()
// MetricsModule is global; imported here too so a module built from the common parts alone (tests) has it.
@Module({
  imports: [MetricsModule],
  providers: [PrismaService, PreparedReads, DbMetrics],
  exports: [PrismaService, PreparedReads],
})
export class PrismaModule {}
