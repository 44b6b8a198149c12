import { Global, Module } from '@nestjs/common';
import { MetricsModule } from '../metrics/metrics.module.js';
import { DbMetrics } from './db-metrics.js';
import { PreparedReads } from './prepared-reads.js';
import { PrismaService } from './prisma.service.js';

// MetricsModule is imported here so every module tree that reads the database (tests build small ones)
// also has the registry the statement timings record into.
@Global()
@Module({
  imports: [MetricsModule],
  providers: [PrismaService, PreparedReads, DbMetrics],
  exports: [PrismaService, PreparedReads],
})
export class PrismaModule {}
