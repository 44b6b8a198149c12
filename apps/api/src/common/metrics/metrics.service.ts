import { Inject, Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, type GaugeConfiguration, Histogram, Registry } from 'prom-client';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/** Seconds; the spread of an API answer, from a cached read to a long export. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 120];
const DB_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5, 15];
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300];

/** How a mail attempt ended: accepted by SMTP, failed and to be tried again, or failed for good. */
export type MailOutcome = 'sent' | 'retried' | 'failed';

/**
 * The process's Prometheus registry and the instruments other parts record into (issue 45; README
 * "Monitoring" lists them). One registry per app, not prom-client's global one, so the several apps a
 * test process starts never share series. Recording is a few array updates; with metrics off the
 * instruments still exist (callers need no branch) but nothing serves or scrapes them.
 */
@Injectable()
export class Metrics {
  readonly registry = new Registry();
  readonly enabled: boolean;

  readonly httpDuration: Histogram<'method' | 'route' | 'status'>;
  readonly httpInFlight: Gauge;
  readonly dbQueryDuration: Histogram;
  readonly jobDuration: Histogram<'queue' | 'outcome'>;
  readonly mails: Counter<'outcome'>;
  readonly inboundMails: Counter<'kind'>;
  readonly stompConnections: Gauge;
  readonly stompMessages: Counter<'direction'>;
  readonly loginFailures: Counter;
  readonly loginLockouts: Counter;
  readonly scrapeErrors: Counter<'source'>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.enabled = config.metrics?.enabled ?? false;
    const registers = [this.registry];
    // Event-loop lag, heap, GC, handles, CPU and memory of the process (nodejs_*, process_*).
    if (this.enabled) collectDefaultMetrics({ register: this.registry });
    this.httpDuration = new Histogram({
      name: 'freight_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by route template (never the raw path) and status',
      labelNames: ['method', 'route', 'status'],
      buckets: HTTP_BUCKETS,
      registers,
    });
    this.httpInFlight = new Gauge({
      name: 'freight_http_requests_in_flight',
      help: 'HTTP requests received and not yet answered',
      registers,
    });
    this.dbQueryDuration = new Histogram({
      name: 'freight_db_query_duration_seconds',
      help: 'Duration of the SQL statements sent through Prisma',
      buckets: DB_BUCKETS,
      registers,
    });
    this.jobDuration = new Histogram({
      name: 'freight_job_duration_seconds',
      help: 'Time a worker spent on a job, by queue and outcome (completed or failed)',
      labelNames: ['queue', 'outcome'],
      buckets: JOB_BUCKETS,
      registers,
    });
    this.mails = new Counter({
      name: 'freight_mails_total',
      help: 'Outgoing mail attempts by outcome: sent, retried (failed, will be tried again), failed (given up)',
      labelNames: ['outcome'],
      registers,
    });
    this.inboundMails = new Counter({
      name: 'freight_inbound_mails_total',
      help: 'Mails received and filed by the replies-by-mail ingestion, by kind',
      labelNames: ['kind'],
      registers,
    });
    this.stompConnections = new Gauge({
      name: 'freight_stomp_connections',
      help: 'Open STOMP (notification) WebSocket connections on this instance',
      registers,
    });
    this.stompMessages = new Counter({
      name: 'freight_stomp_messages_total',
      help: 'STOMP frames received from clients (in) and notifications pushed to them (out)',
      labelNames: ['direction'],
      registers,
    });
    this.loginFailures = new Counter({
      name: 'freight_login_failures_total',
      help: 'Sign-ins refused for a wrong username or password',
      registers,
    });
    this.loginLockouts = new Counter({
      name: 'freight_login_lockouts_total',
      help: 'Sign-ins refused without checking the password because the user, name or address is paused',
      registers,
    });
    this.scrapeErrors = new Counter({
      name: 'freight_metrics_collect_errors_total',
      help: 'Scrapes in which a source (database, queue) did not answer in time: its gauges kept their last values',
      labelNames: ['source'],
      registers,
    });
    // Series that exist from the start at 0, so rates and alerts see them before the first event.
    for (const outcome of ['sent', 'retried', 'failed'] satisfies MailOutcome[]) this.mails.inc({ outcome }, 0);
    for (const source of ['database', 'queue']) this.scrapeErrors.inc({ source }, 0);
  }

  /** A gauge read on each scrape (`collect` sets its values), for the parts that own the numbers. */
  gauge<T extends string>(config: Omit<GaugeConfiguration<T>, 'registers'>): Gauge<T> {
    return new Gauge<T>({ ...config, registers: [this.registry] });
  }

  mail(outcome: MailOutcome): void {
    this.mails.inc({ outcome });
  }
}
