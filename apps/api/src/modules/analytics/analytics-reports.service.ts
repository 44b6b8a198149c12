import { Injectable } from '@nestjs/common';
import type { AnalyticsFilters, AnalyticsReport, AnalyticsReportTable, Language, ReportRow } from '@freight/shared';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AnalyticsService } from './analytics.service.js';
import { labels, percentCell, periodText, REPORT_COLUMNS } from './analytics-reports.js';

const row = (text: string[], values: (number | null)[]): ReportRow => ({ labels: text, values });

/** The dashboards' figures as tables: the same numbers, words in the reader's language (the file repeats them). */
@Injectable()
export class AnalyticsReportsService {
  constructor(private readonly analytics: AnalyticsService) {}

  async table(
    user: AuthUser,
    report: AnalyticsReport,
    f: AnalyticsFilters,
    language: Language,
  ): Promise<AnalyticsReportTable> {
    const { range, rows } = await this.rows(user, report, f, language);
    return { report, range, columns: REPORT_COLUMNS[report], rows };
  }

  private async rows(
    user: AuthUser,
    report: AnalyticsReport,
    f: AnalyticsFilters,
    lang: Language,
  ): Promise<Pick<AnalyticsReportTable, 'range' | 'rows'>> {
    switch (report) {
      case 'periods':
      case 'commercials':
      case 'services':
      case 'statuses':
      case 'lostReasons': {
        const s = await this.analytics.summary(user, f);
        const rows: ReportRow[] =
          report === 'periods'
            ? s.periods.map((p) => row([periodText(p.period)], [p.quotations, p.won, p.lost, percentCell(p.winRate)]))
            : report === 'commercials'
              ? s.commercials.map((c) => row([c.name], [c.quotations, c.won, c.lost, percentCell(c.winRate)]))
              : report === 'services'
                ? s.services.map((x) => row([labels.service[lang][x.service]], [x.quotations]))
                : report === 'statuses'
                  ? s.statuses.map((x) => row([labels.status[lang][x.status]], [x.quotations]))
                  : s.lostReasons.map((x) => row([labels.reason[lang][x.reason]], [x.quotations]));
        return { range: s.range, rows };
      }
      case 'waitingTimes': {
        const wt = await this.analytics.waitingTimes(user, f);
        return {
          range: wt.range,
          rows: wt.periods.map((p) =>
            row([periodText(p.period)], [p.agentHours, p.agentQuotations, p.pricingHours, p.pricingQuotations]),
          ),
        };
      }
      case 'agents': {
        const sc = await this.analytics.scorecard(user, f);
        return {
          range: sc.range,
          rows: sc.agents.map((a) =>
            row(
              [a.name],
              [
                a.requests,
                a.answered,
                a.declined,
                a.pending,
                percentCell(a.answerRate),
                a.medianHours,
                a.p90Hours,
                a.quotationsPriced,
                a.sold,
                percentCell(a.soldRate),
                a.averageRank,
                percentCell(a.cheapestRate),
                a.averageCost,
                a.lanePriceIndex,
              ],
            ),
          ),
        };
      }
      case 'lanePrices': {
        const lp = await this.analytics.lanePrices(user, f);
        return {
          range: lp.range,
          rows: lp.rows.map((r) =>
            row(
              [labels.service[lang][r.service], `${r.originCode} → ${r.destinationCode}`, r.name],
              [r.quotations, r.averageCost, r.othersAverage, r.priceIndex, r.rank, r.agents],
            ),
          ),
        };
      }
      case 'carriers': {
        const c = await this.analytics.carriers(user, f);
        return { range: c.range, rows: c.rows.map((r) => row([r.providerName, r.carrier], [r.costs])) };
      }
    }
  }
}
