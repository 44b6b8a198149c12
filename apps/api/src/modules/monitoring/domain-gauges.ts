import { Injectable, type OnModuleInit } from '@nestjs/common';
import { CachedRead } from '../../common/metrics/cached-read.js';
import { Metrics } from '../../common/metrics/metrics.service.js';
import { type DomainCounts, DomainGaugesRepository } from './domain-gauges.repository.js';

const AGE_BANDS: [keyof DomainCounts['costRequestsWaiting'], string][] = [
  ['under24h', 'under_24h'],
  ['from24hTo48h', '24h_to_48h'],
  ['from48hTo7d', '48h_to_7d'],
  ['over7d', 'over_7d'],
];

/** Business gauges computed on scrape (at most every 5 s, one bounded statement; see DomainGaugesRepository). */
@Injectable()
export class DomainGauges implements OnModuleInit {
  private readonly counts = new CachedRead<DomainCounts>(
    () => this.repo.counts(),
    () => this.metrics.scrapeErrors.inc({ source: 'database' }),
  );

  constructor(
    private readonly metrics: Metrics,
    private readonly repo: DomainGaugesRepository,
  ) {}

  onModuleInit(): void {
    if (!this.metrics.enabled) return;
    const counts = this.counts;
    this.metrics.gauge({
      name: 'freight_quotations_waiting_pricing',
      help: 'Active quotations requested and not yet taken by pricing',
      async collect() {
        const c = await counts.get();
        if (c) this.set(c.waitingPricing);
      },
    });
    this.metrics.gauge({
      name: 'freight_quotations_awaiting_approval',
      help: "Active quotations whose margin awaits a manager's approval",
      async collect() {
        const c = await counts.get();
        if (c) this.set(c.awaitingApproval);
      },
    });
    this.metrics.gauge({
      name: 'freight_cost_requests_waiting',
      help: 'Cost requests mailed to agents and not answered, declined or withdrawn, by time since the mail',
      labelNames: ['age'],
      async collect() {
        const c = await counts.get();
        if (c) for (const [key, age] of AGE_BANDS) this.set({ age }, c.costRequestsWaiting[key]);
      },
    });
    this.metrics.gauge({
      name: 'freight_backup_last_success_timestamp_seconds',
      help: 'When the newest recorded backup finished (Unix seconds; 0: none recorded)',
      async collect() {
        const c = await counts.get();
        if (c) this.set(c.lastBackupAt ? c.lastBackupAt.getTime() / 1000 : 0);
      },
    });
  }
}
