import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Metrics } from '../metrics/metrics.service.js';
import { PrismaService } from './prisma.service.js';

/**
 * The database side of the metrics: the pool under Prisma (and PreparedReads) read on each scrape, and
 * the duration of every statement Prisma sends. A pool with `waiting` above zero for long is too small
 * for the load, or statements hold their connections too long.
 */
@Injectable()
export class DbMetrics implements OnModuleInit {
  constructor(
    private readonly prisma: PrismaService,
    private readonly metrics: Metrics,
  ) {}

  onModuleInit(): void {
    if (!this.metrics.enabled) return;
    const pool = this.prisma.pool;
    this.metrics.gauge({
      name: 'freight_db_pool_connections',
      help: 'Connections of the API database pool: total open, idle, and requests waiting for one',
      labelNames: ['state'],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
    this.metrics.gauge({
      name: 'freight_db_pool_max_connections',
      help: 'Largest number of connections the API database pool opens',
      collect() {
        this.set(pool.options.max ?? 10);
      },
    });
    this.prisma.onQuery((e) => this.metrics.dbQueryDuration.observe(e.duration / 1000));
  }
}
