import { APP_MODULES, isAppModule, isLanguage, type AppModule, type Language } from '@freight/shared';
import { observability, type MetricsConfig, type TracingConfig } from './observability-config.js';
import { imapOf } from './imap-config.js';
import { oidcOf, type OidcConfig } from './oidc-config.js';
import { isProcessRole, PROCESS_ROLES, type ProcessRole } from './process-role.js';

export type { MetricsConfig, TracingConfig } from './observability-config.js';
export type { OidcConfig } from './oidc-config.js';

/** Validated configuration of one API process. Tests build it directly; main.ts reads it from the environment. */
export type AppConfig = {
  nodeEnv: 'production' | 'development' | 'test';
  /** PROCESS_ROLE: API, worker or both (see process-role.ts). */
  processRole: ProcessRole;
  port: number;
  databaseUrl: string;
  /** When unset, BullMQ uses its PostgreSQL backend (demo run); production and CI use Redis. */
  redisUrl: string | null;
  /** Prefix of queue keys/tables, so parallel test apps sharing one Redis never see each other's jobs. */
  queuePrefix: string;
  jwtSecret: string;
  jwtExpiresInSeconds: number;
  /** Key material for second-factor secrets at rest (issue 46); null: derived from jwtSecret. */
  mfaEncryptionKey: string | null;
  /** Lifetime of the no-login cost links e-mailed to agents. */
  agentLinkTtlDays: number;
  /** Default "answer by" of a cost request when pricing sets none (hours from the request). */
  costRequestAnswerHours: number;
  /** Hours after its mail left before an unanswered cost request gets its one automatic reminder; 0 turns reminders off. */
  costRequestReminderHours: number;
  /** How often the scan for cost requests due a reminder runs (ms); 0 turns the scan off. */
  costRequestReminderScanMs: number;
  /** How often the scan for newly overdue operation events runs (ms); 0 turns it off. */
  operationOverdueScanMs: number;
  /** How often owners' rates ending within 7 days are looked for (0: never, as in tests that call the scan). */
  rateExpiryScanMs: number;
  smtp: { host: string; port: number; secure: boolean; user: string | null; password: string | null; from: string };
  /** First retry delay of a failed mail; BullMQ doubles it on each further try. */
  mailRetryBaseDelayMs: number;
  /** Replies by mail (issue 42); absent or null mailbox: mails name only the analyst as Reply-To. */
  inbound?: InboundConfig;
  /**
   * JOB_LOCK_MS: how long a job stays claimed by a process that stopped without letting go of it
   * (kill -9, a lost machine) before another process takes it over; the owner renews the claim
   * every half of it, so a live job never loses it unless its process stalls that long. Default 10 s
   * (issue 37: with BullMQ's 30 s a killed process's mails waited ~70 s).
   */
  jobLockMs?: number;
  /**
   * How long after it arrives a client's portal request waits for the automatic sending of an instant
   * price before answering "in pricing" (issue 43; PORTAL_INSTANT_WAIT_MS, default 2600 ms, within the 3 s
   * promised). Tests of the outcome on a loaded machine lengthen it.
   */
  portalInstantWaitMs: number;
  /** STOMP heart-beats both ways (spec: 10000 ms); tests shorten it. */
  stompHeartbeatMs: number;
  /** Sells whose margin on sell (profit / sell, in any currency) is below this percentage need a manager's approval before sending. */
  minMarginPercent: number;
  publicUrl: string;
  /**
   * Passkeys (issue 46): the WebAuthn relying-party id (a domain) and the origin browsers sign for.
   * Unset: PUBLIC_URL's host name and origin (WEBAUTHN_RP_ID, WEBAUTHN_ORIGIN).
   */
  webauthnRpId?: string | null;
  webauthnOrigin?: string | null;
  /** Single sign-on with OpenID Connect (OIDC_*, see oidc-config.ts); null or absent: off. */
  oidc?: OidcConfig | null;
  officialWebsiteUrl: string;
  defaultLanguage: Language;
  enabledModules: AppModule[];
  admin: { username: string; password: string; email: string } | null;
  serveWeb: boolean;
  webDistDir: string;
  bodyLimit: string;
  logLevel: string;
  /** Benchmark only: append every SQL statement Prisma sends (JSON lines) to this file; null = off. */
  queryLogFile: string | null;
  /**
   * Sign-in throttling (issue 18): `maxFailuresPerUser` failures of one (username, address) pair
   * are free, then the pair waits 30 s, doubling per further failure up to `windowSeconds`;
   * `maxFailuresPerIp` failures of one address within `windowSeconds` pause that address.
   */
  login: {
    maxFailuresPerUser: number;
    maxFailuresPerIp: number;
    windowSeconds: number;
    /** Wrong passwords for one username from any address before each attempt waits a growing delay. */
    maxFailuresPerUsername: number;
    usernameDelayBaseSeconds: number;
    usernameDelayMaxSeconds: number;
  };
  /**
   * Express "trust proxy" (TRUST_PROXY): behind a reverse proxy, the client address is read from
   * X-Forwarded-For only for the proxies named here ("loopback", a hop count, CIDRs); unset, the
   * socket address is used and the header is ignored (a client cannot choose its address).
   */
  trustProxy?: string | null;
  /** Time limits on requests, statements, locks and the shutdown (issue 35; README "Time limits"). */
  timeouts: Timeouts;
  /** The event-loop watchdog (common/watchdog); null: off (the in-process apps of the tests). */
  watchdog: WatchdogConfig | null;
  /** Test-only routes under /test-only/v1 (TEST_HOOKS): refused with NODE_ENV=production. */
  testHooks: boolean;
  /** The Prometheus endpoint and measurements (METRICS_*); absent: off (the tests that are not about it). */
  metrics?: MetricsConfig;
  /** OpenTelemetry traces (TRACING_*), started by main.ts before the app loads; null or absent: off. */
  tracing?: TracingConfig | null;
};

export type InboundConfig = {
  /** INBOUND_MAIL_ADDRESS (costs@forwarder.example): replies go to <local>+<token>@<domain>. */
  mailbox: { local: string; domain: string } | null;
  /** INBOUND_SMTP_ENABLED/_HOST/_PORT: the portal's own SMTP receiver (a self-hosted MX, the demo). */
  smtp: { enabled: boolean; host: string; port: number };
  /** INBOUND_MAX_BYTES: a larger mail is refused (552) before it is stored. */
  maxBytes: number;
  /** INBOUND_IMAP_*: read the replies from an existing mailbox instead (or as well); null: off. */
  imap?: ImapConfig | null;
};

export type ImapConfig = {
  host: string;
  port: number;
  /** INBOUND_IMAP_SECURE: TLS from the first byte (port 993); false: plain, upgraded by STARTTLS when offered. */
  secure: boolean;
  user: string;
  password: string;
  /** INBOUND_IMAP_MAILBOX: the folder the replies arrive in. */
  mailbox: string;
  /** INBOUND_IMAP_POLL_SECONDS: a new look this often even without IDLE news. */
  pollMs: number;
  /** INBOUND_IMAP_SINCE_DAYS: on the very first connection, mails received this many days back are read. */
  sinceDays: number;
};

export type Timeouts = {
  /** REQUEST_TIMEOUT_MS: a request not answered by then gets 503 REQUEST_TIMEOUT. */
  requestMs: number;
  /** LONG_REQUEST_TIMEOUT_MS: the same for imports, exports, PDFs and analytics (see request-timeout.ts). */
  longRequestMs: number;
  /** DB_STATEMENT_TIMEOUT_MS: PostgreSQL's statement_timeout on the API's connections. */
  statementMs: number;
  /** DB_LONG_STATEMENT_TIMEOUT_MS: set per transaction for the analytics reads. */
  longStatementMs: number;
  /** DB_LOCK_TIMEOUT_MS: lock_timeout, so a write waiting on another's row lock answers 503 RECORD_BUSY. */
  lockMs: number;
  /** DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: a session left idle inside a transaction is ended (its locks freed). */
  idleInTransactionMs: number;
  /** SHUTDOWN_TIMEOUT_MS: after SIGTERM the process is gone by then, whatever is still running. */
  shutdownMs: number;
};

export type WatchdogConfig = {
  /** WATCHDOG_LAG_MS: the event loop counts as lagging when it has not run for this long. */
  lagMs: number;
  /** WATCHDOG_UNHEALTHY_AFTER_MS: lagging this long makes /health answer 503 (and logs what was running). */
  unhealthyAfterMs: number;
  /** WATCHDOG_KILL_AFTER_MS: a loop blocked this long ends the process (0: never). */
  killAfterMs: number;
};

export const APP_CONFIG = Symbol('APP_CONFIG');

/**
 * Statements end before their request (so the precise code answers), lock waits before their statement;
 * the shutdown fits compose's 30 s stop_grace_period (and Kubernetes' default 30 s).
 */
export const DEFAULT_TIMEOUTS: Timeouts = {
  requestMs: 30_000,
  longRequestMs: 120_000,
  statementMs: 15_000,
  longStatementMs: 100_000,
  lockMs: 5_000,
  idleInTransactionMs: 30_000,
  shutdownMs: 25_000,
};

/** The lock of a job being processed (BullMQ's default is 30 s). */
export const DEFAULT_JOB_LOCK_MS = 10_000;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}\nSee .env.example for every variable.`);
  }
}

type Env = Record<string, string | undefined>;

/** Reads and validates the environment; throws one ConfigError naming every bad variable. */
export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const str = (name: string, fallback?: string): string => {
    const v = env[name]?.trim();
    if (v) return v;
    if (fallback !== undefined) return fallback;
    problems.push(`${name} is required`);
    return '';
  };
  const int = (name: string, fallback: number, min = 0): number => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min) problems.push(`${name} must be an integer >= ${min} (got "${raw}")`);
    return n;
  };
  const bool = (name: string, fallback: boolean): boolean => {
    const raw = env[name]?.trim().toLowerCase();
    if (!raw) return fallback;
    if (['true', '1', 'yes'].includes(raw)) return true;
    if (['false', '0', 'no'].includes(raw)) return false;
    problems.push(`${name} must be true or false (got "${raw}")`);
    return fallback;
  };
  const url = (name: string, fallback?: string, protocols = ['http:', 'https:']): string => {
    const v = str(name, fallback);
    if (!v) return v;
    try {
      if (!protocols.includes(new URL(v).protocol)) problems.push(`${name} must use ${protocols.join(' or ')}`);
    } catch {
      problems.push(`${name} must be a URL (got "${v}")`);
    }
    return v;
  };

  const nodeEnvRaw = str('NODE_ENV', 'development');
  if (!['production', 'development', 'test'].includes(nodeEnvRaw))
    problems.push(`NODE_ENV must be production, development or test`);
  const databaseUrl = url('DATABASE_URL', undefined, ['postgresql:', 'postgres:']);
  const redisRaw = env.REDIS_URL?.trim();
  const redisUrl = redisRaw ? url('REDIS_URL', undefined, ['redis:', 'rediss:']) : null;
  const jwtSecret = str('JWT_SECRET');
  if (jwtSecret && jwtSecret.length < 32) problems.push('JWT_SECRET must be at least 32 characters');
  const mfaKey = env.MFA_ENCRYPTION_KEY?.trim();
  if (mfaKey && mfaKey.length < 32) problems.push('MFA_ENCRYPTION_KEY must be at least 32 characters');

  const defaultLanguage = str('DEFAULT_LANGUAGE', 'es');
  if (!isLanguage(defaultLanguage))
    problems.push(`DEFAULT_LANGUAGE must be one of es, en, pt (got "${defaultLanguage}")`);

  const disabled = (env.DISABLED_MODULES ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const m of disabled)
    if (!isAppModule(m)) problems.push(`DISABLED_MODULES has unknown module "${m}" (known: ${APP_MODULES.join(', ')})`);

  const adminUsername = env.ADMIN_USERNAME?.trim();
  const adminPassword = env.ADMIN_PASSWORD?.trim();
  if (Boolean(adminUsername) !== Boolean(adminPassword))
    problems.push('ADMIN_USERNAME and ADMIN_PASSWORD must be set together');
  if (adminPassword && adminPassword.length < 8) problems.push('ADMIN_PASSWORD must be at least 8 characters');

  const testHooks = bool('TEST_HOOKS', false);
  if (testHooks && nodeEnvRaw === 'production') problems.push('TEST_HOOKS must not be set with NODE_ENV=production');

  const processRole = str('PROCESS_ROLE', 'all');
  if (!isProcessRole(processRole)) problems.push(`PROCESS_ROLE must be one of ${PROCESS_ROLES.join(', ')}`);

  const config: AppConfig = {
    nodeEnv: nodeEnvRaw as AppConfig['nodeEnv'],
    processRole: processRole as ProcessRole,
    port: int('PORT', 3000, 1),
    databaseUrl,
    redisUrl,
    queuePrefix: str('QUEUE_PREFIX', 'freight'),
    jwtSecret,
    jwtExpiresInSeconds: int('JWT_EXPIRES_IN_SECONDS', 8 * 3600, 1),
    mfaEncryptionKey: env.MFA_ENCRYPTION_KEY?.trim() || null,
    agentLinkTtlDays: int('AGENT_LINK_TTL_DAYS', 14, 1),
    costRequestAnswerHours: int('COST_REQUEST_ANSWER_HOURS', 48, 1),
    costRequestReminderHours: int('COST_REQUEST_REMINDER_HOURS', 24, 0),
    costRequestReminderScanMs: int('COST_REQUEST_REMINDER_SCAN_MS', 300_000, 0),
    operationOverdueScanMs: int('OPERATION_OVERDUE_SCAN_MS', 60_000, 0),
    rateExpiryScanMs: int('RATE_EXPIRY_SCAN_MS', 3_600_000, 0),
    smtp: {
      host: str('SMTP_HOST', 'localhost'),
      port: int('SMTP_PORT', 1025, 1),
      secure: bool('SMTP_SECURE', false),
      user: env.SMTP_USER?.trim() || null,
      password: env.SMTP_PASSWORD?.trim() || null,
      from: str('MAIL_FROM', 'Freight Portal <no-reply@freight.local>'),
    },
    mailRetryBaseDelayMs: int('MAIL_RETRY_BASE_DELAY_MS', 5000, 0),
    inbound: inbound(env, int, bool, problems),
    jobLockMs: int('JOB_LOCK_MS', DEFAULT_JOB_LOCK_MS, 1000),
    stompHeartbeatMs: int('STOMP_HEARTBEAT_MS', 10000, 0),
    minMarginPercent: int('MIN_MARGIN_PERCENT', 10, 0),
    portalInstantWaitMs: int('PORTAL_INSTANT_WAIT_MS', 2600, 0),
    publicUrl: url('PUBLIC_URL', 'http://localhost:3000'),
    webauthnRpId: env.WEBAUTHN_RP_ID?.trim() || null,
    webauthnOrigin: env.WEBAUTHN_ORIGIN?.trim() ? url('WEBAUTHN_ORIGIN', '') : null,
    oidc: oidcOf(env, env.PUBLIC_URL?.trim() || 'http://localhost:3000', bool, problems),
    officialWebsiteUrl: url('OFFICIAL_WEBSITE_URL', 'https://www.example.com'),
    defaultLanguage: defaultLanguage as Language,
    enabledModules: APP_MODULES.filter((m) => !disabled.includes(m)),
    admin:
      adminUsername && adminPassword
        ? {
            username: adminUsername,
            password: adminPassword,
            email: str('ADMIN_EMAIL', `${adminUsername}@freight.local`),
          }
        : null,
    serveWeb: bool('SERVE_WEB', nodeEnvRaw === 'production'),
    webDistDir: str('WEB_DIST_DIR', ''),
    bodyLimit: str('BODY_LIMIT', '1mb'),
    logLevel: str('LOG_LEVEL', nodeEnvRaw === 'test' ? 'silent' : 'info'),
    queryLogFile: env.QUERY_LOG_FILE?.trim() || null,
    trustProxy: env.TRUST_PROXY?.trim() || null,
    login: {
      maxFailuresPerUser: int('LOGIN_MAX_FAILURES_PER_USER', 10, 1),
      maxFailuresPerIp: int('LOGIN_MAX_FAILURES_PER_IP', 100, 1),
      windowSeconds: int('LOGIN_FAILURE_WINDOW_SECONDS', 900, 1),
      maxFailuresPerUsername: int('LOGIN_MAX_FAILURES_PER_USERNAME', 20, 1),
      usernameDelayBaseSeconds: int('LOGIN_USERNAME_DELAY_BASE_SECONDS', 2, 1),
      usernameDelayMaxSeconds: int('LOGIN_USERNAME_DELAY_MAX_SECONDS', 300, 1),
    },
    ...limits(int, problems),
    testHooks,
    ...observability(env, { bool, url }, problems),
  };
  if (problems.length) throw new ConfigError(problems);
  return config;
}

/** The reply mailbox (a plain address: the portal adds +<token>) and the SMTP receiver. */
function inbound(
  env: Env,
  int: (name: string, fallback: number, min?: number) => number,
  bool: (name: string, fallback: boolean) => boolean,
  problems: string[],
): InboundConfig {
  const address = env.INBOUND_MAIL_ADDRESS?.trim() ?? '';
  const m = /^([A-Za-z0-9._-]+)@([A-Za-z0-9.-]+\.[A-Za-z]{2,}|localhost)$/.exec(address);
  if (address && !m)
    problems.push(
      `INBOUND_MAIL_ADDRESS must be a plain address like costs@example.com, without "+" (got "${address}")`,
    );
  const smtp = {
    enabled: bool('INBOUND_SMTP_ENABLED', false),
    host: env.INBOUND_SMTP_HOST?.trim() || '0.0.0.0',
    port: int('INBOUND_SMTP_PORT', 2525, 1),
  };
  if (smtp.port > 65535) problems.push(`INBOUND_SMTP_PORT must be at most 65535`);
  if (smtp.enabled && !m) problems.push('INBOUND_SMTP_ENABLED needs INBOUND_MAIL_ADDRESS (where agents reply)');
  const imap = imapOf(env, int, bool, problems);
  if (imap && !m) problems.push('INBOUND_IMAP_HOST needs INBOUND_MAIL_ADDRESS (where agents reply)');
  return {
    mailbox: m ? { local: m[1].toLowerCase(), domain: m[2].toLowerCase() } : null,
    smtp,
    maxBytes: int('INBOUND_MAX_BYTES', 30 * 1024 * 1024, 1024),
    imap,
  };
}

/** Time limits, checked against each other so the narrowest limit speaks first (its code is the precise one). */
function limits(int: (name: string, fallback: number, min?: number) => number, problems: string[]) {
  const d = DEFAULT_TIMEOUTS;
  const timeouts: Timeouts = {
    requestMs: int('REQUEST_TIMEOUT_MS', d.requestMs, 100),
    longRequestMs: int('LONG_REQUEST_TIMEOUT_MS', d.longRequestMs, 100),
    statementMs: int('DB_STATEMENT_TIMEOUT_MS', d.statementMs, 100),
    longStatementMs: int('DB_LONG_STATEMENT_TIMEOUT_MS', d.longStatementMs, 100),
    lockMs: int('DB_LOCK_TIMEOUT_MS', d.lockMs, 100),
    idleInTransactionMs: int('DB_IDLE_IN_TRANSACTION_TIMEOUT_MS', d.idleInTransactionMs, 1000),
    shutdownMs: int('SHUTDOWN_TIMEOUT_MS', d.shutdownMs, 1000),
  };
  const below = (a: string, av: number, b: string, bv: number) => {
    if (av > bv) problems.push(`${a} (${av}) must not exceed ${b} (${bv})`);
  };
  below('DB_STATEMENT_TIMEOUT_MS', timeouts.statementMs, 'REQUEST_TIMEOUT_MS', timeouts.requestMs);
  below('DB_LONG_STATEMENT_TIMEOUT_MS', timeouts.longStatementMs, 'LONG_REQUEST_TIMEOUT_MS', timeouts.longRequestMs);
  below('REQUEST_TIMEOUT_MS', timeouts.requestMs, 'LONG_REQUEST_TIMEOUT_MS', timeouts.longRequestMs);
  below('DB_LOCK_TIMEOUT_MS', timeouts.lockMs, 'DB_STATEMENT_TIMEOUT_MS', timeouts.statementMs);
  const lagMs = int('WATCHDOG_LAG_MS', 1_000, 0);
  const watchdog: WatchdogConfig = {
    lagMs,
    unhealthyAfterMs: int('WATCHDOG_UNHEALTHY_AFTER_MS', 10_000, 0),
    killAfterMs: int('WATCHDOG_KILL_AFTER_MS', 20_000, 0),
  };
  if (watchdog.killAfterMs > 0) {
    below('WATCHDOG_LAG_MS', lagMs, 'WATCHDOG_KILL_AFTER_MS', watchdog.killAfterMs);
    // A SIGTERM cannot reach a blocked loop: the kill is what ends such a process within the budget.
    below('WATCHDOG_KILL_AFTER_MS', watchdog.killAfterMs, 'SHUTDOWN_TIMEOUT_MS', timeouts.shutdownMs);
  }
  return { timeouts, watchdog: lagMs > 0 ? watchdog : null };
}
