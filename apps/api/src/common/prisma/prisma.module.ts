import { Global, Module } from '@nestjs/common';
import { DbMetrics } from './db-metrics.js';
import { PreparedReads } from './prepared-reads.js';
import { PrismaService } from './prisma.service.js';

@Global()
@Module({ providers: [PrismaService, PreparedReads, DbMetrics], exports: [PrismaService, PreparedReads] })
export class PrismaModule {}
