import { isIP } from 'node:net';

/** The Prometheus endpoint (issue 45; README "Monitoring"). */
export type MetricsConfig = {
  /** METRICS_ENABLED: GET /metrics answers and requests, jobs, mails... are measured; off, /metrics is a 404. */
  enabled: boolean;
  /** METRICS_TOKEN: a scraper sending `Authorization: Bearer <token>` is served from any address. */
  token: string | null;
  /**
   * METRICS_ALLOW: addresses served without the token: `loopback`, single addresses and CIDR ranges.
   * Empty: only the token opens the endpoint.
   */
  allow: string[];
};

/** OpenTelemetry traces exported over OTLP/HTTP (issue 45); null: off. */
export type TracingConfig = {
  /** TRACING_OTLP_ENDPOINT: the collector's traces URL, e.g. http://otel-collector:4318/v1/traces. */
  endpoint: string;
  /** TRACING_SERVICE_NAME: service.name of every span. */
  serviceName: string;
  /** TRACING_SAMPLE_RATIO: share of new traces kept (0..1); a request carrying a sampled parent is always kept. */
  sampleRatio: number;
};

/** Shortest METRICS_TOKEN accepted: a token that can be guessed is no protection. */
export const MIN_METRICS_TOKEN_LENGTH = 24;

type Env = Record<string, string | undefined>;
type Readers = {
  bool: (name: string, fallback: boolean) => boolean;
  url: (name: string, fallback?: string) => string;
};

/** METRICS_* and TRACING_*: validated like every other variable (each problem named in `problems`). */
export function observability(
  env: Env,
  read: Readers,
  problems: string[],
): { metrics: MetricsConfig; tracing: TracingConfig | null } {
  const token = env.METRICS_TOKEN?.trim() || null;
  if (token && (token.length < MIN_METRICS_TOKEN_LENGTH || /\s/.test(token)))
    problems.push(`METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN_LENGTH} characters without spaces`);
  const allowRaw = env.METRICS_ALLOW ?? 'loopback';
  const allow = allowRaw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const entry of allow)
    if (!isAllowEntry(entry))
      problems.push(`METRICS_ALLOW has "${entry}": use loopback, an IP address or a CIDR range like 10.0.0.0/8`);
  const metrics: MetricsConfig = { enabled: read.bool('METRICS_ENABLED', true), token, allow };

  // Read and checked even while off, so turning tracing on never meets a bad value first.
  const enabled = read.bool('TRACING_ENABLED', false);
  const ratioRaw = env.TRACING_SAMPLE_RATIO?.trim() || '1';
  const sampleRatio = Number(ratioRaw);
  if (!Number.isFinite(sampleRatio) || sampleRatio < 0 || sampleRatio > 1)
    problems.push(`TRACING_SAMPLE_RATIO must be a number from 0 to 1 (got "${ratioRaw}")`);
  const tracing: TracingConfig = {
    endpoint: read.url('TRACING_OTLP_ENDPOINT', 'http://localhost:4318/v1/traces'),
    serviceName: env.TRACING_SERVICE_NAME?.trim() || 'freight-api',
    sampleRatio,
  };
  return { metrics, tracing: enabled ? tracing : null };
}

/** `loopback`, an IPv4/IPv6 address, or address/prefix within the family's bits. */
export function isAllowEntry(entry: string): boolean {
  if (entry === 'loopback') return true;
  const [address, prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}
