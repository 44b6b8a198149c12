import { randomBytes } from 'node:crypto';
import { APP_MODULES } from '@freight/shared';
import { type AppConfig, DEFAULT_TIMEOUTS } from '../../src/common/config/app-config.js';

/**
 * The Redis every integration test runs its queues on. Missing, the suite fails at once instead of
 * falling back to the PostgreSQL job backend: a test that means that backend passes `redisUrl: null`.
 */
export function testRedisUrl(): string {
  const url = process.env.TEST_REDIS_URL;
  if (!url)
    throw new Error(
      'TEST_REDIS_URL is not set: the integration tests need a real Redis (run them through `npm test`, scripts/test.sh)',
    );
  return url;
}

/** A complete config for a test app; override what the test is about. */
export function testConfig(databaseUrl: string, overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    nodeEnv: 'test',
    processRole: 'all',
    port: 0,
    databaseUrl,
    redisUrl: 'redisUrl' in overrides ? (overrides.redisUrl ?? null) : testRedisUrl(),
    queuePrefix: `test-${randomBytes(4).toString('hex')}`,
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    jwtExpiresInSeconds: 3600,
    mfaEncryptionKey: null,
    agentLinkTtlDays: 14,
    costRequestAnswerHours: 48,
    costRequestReminderHours: 24,
    costRequestReminderScanMs: 0,
    operationOverdueScanMs: 0,
    portalInstantWaitMs: 2600,
    rateExpiryScanMs: 0,
    smtp: {
      host: '127.0.0.1',
      port: 1,
      secure: false,
      user: null,
      password: null,
      from: 'Freight Portal <no-reply@freight.test>',
    },
    mailRetryBaseDelayMs: 200,
    stompHeartbeatMs: 10000,
    minMarginPercent: 10,
    publicUrl: 'http://localhost:3000',
    officialWebsiteUrl: 'https://www.example.com',
    defaultLanguage: 'es',
    enabledModules: [...APP_MODULES],
    admin: null,
    serveWeb: false,
    webDistDir: '',
    bodyLimit: '1mb',
    logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
    queryLogFile: null,
    login: {
      maxFailuresPerUser: 10,
      maxFailuresPerIp: 1000,
      windowSeconds: 900,
      maxFailuresPerUsername: 20,
      usernameDelayBaseSeconds: 2,
      usernameDelayMaxSeconds: 300,
    },
    timeouts: DEFAULT_TIMEOUTS,
    watchdog: null,
    testHooks: false,
    ...overrides,
  };
}
