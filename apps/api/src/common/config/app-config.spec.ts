import { describe, expect, it } from '@jest/globals';
import { ConfigError, DEFAULT_TIMEOUTS, loadConfig } from './app-config.js';

const minimal = { DATABASE_URL: 'postgresql://u:p@localhost:5432/db', JWT_SECRET: 'x'.repeat(32) };

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const c = loadConfig(minimal);
    expect(c.port).toBe(3000);
    expect(c.jwtExpiresInSeconds).toBe(8 * 3600);
    expect(c.redisUrl).toBeNull();
    expect(c.defaultLanguage).toBe('es');
    expect(c.enabledModules).toHaveLength(10);
    expect(c.processRole).toBe('all');
  });

  it('reads PROCESS_ROLE and refuses an unknown one', () => {
    expect(loadConfig({ ...minimal, PROCESS_ROLE: 'worker' }).processRole).toBe('worker');
    expect(() => loadConfig({ ...minimal, PROCESS_ROLE: 'scheduler' })).toThrow(
      /PROCESS_ROLE must be one of all, api, worker/,
    );
  });

  it('names every missing or invalid variable in one error', () => {
    let error: unknown;
    try {
      loadConfig({
        JWT_SECRET: 'short',
        PORT: 'eighty',
        DISABLED_MODULES: 'support,teleport',
        DEFAULT_LANGUAGE: 'fr',
        REDIS_URL: 'http://x',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const name of ['DATABASE_URL', 'JWT_SECRET', 'PORT', 'teleport', 'DEFAULT_LANGUAGE', 'REDIS_URL'])
      expect(message).toContain(name);
  });

  it('switches modules off from DISABLED_MODULES', () => {
    const c = loadConfig({ ...minimal, DISABLED_MODULES: 'analytics, support' });
    expect(c.enabledModules).not.toContain('analytics');
    expect(c.enabledModules).not.toContain('support');
    expect(c.enabledModules).toContain('quotations');
  });

  it('requires ADMIN_USERNAME and ADMIN_PASSWORD together', () => {
    expect(() => loadConfig({ ...minimal, ADMIN_USERNAME: 'root' })).toThrow(/ADMIN_USERNAME and ADMIN_PASSWORD/);
    expect(loadConfig({ ...minimal, ADMIN_USERNAME: 'root', ADMIN_PASSWORD: 'longenough' }).admin?.email).toBe(
      'root@freight.local',
    );
  });

  it('has time limits that nest (lock < statement < request < long request) and a watchdog that kills within the shutdown budget', () => {
    const c = loadConfig(minimal);
    expect(c.timeouts).toEqual(DEFAULT_TIMEOUTS);
    expect(c.timeouts.lockMs).toBeLessThan(c.timeouts.statementMs);
    expect(c.timeouts.statementMs).toBeLessThan(c.timeouts.requestMs);
    expect(c.timeouts.longStatementMs).toBeLessThan(c.timeouts.longRequestMs);
    expect(c.watchdog).toEqual({ lagMs: 1_000, unhealthyAfterMs: 10_000, killAfterMs: 20_000 });
    expect(c.watchdog!.killAfterMs).toBeLessThanOrEqual(c.timeouts.shutdownMs);
    expect(loadConfig({ ...minimal, WATCHDOG_LAG_MS: '0' }).watchdog).toBeNull();
  });

  it('refuses limits that would let the wider one speak first', () => {
    expect(() => loadConfig({ ...minimal, DB_STATEMENT_TIMEOUT_MS: '40000' })).toThrow(
      /DB_STATEMENT_TIMEOUT_MS \(40000\) must not exceed REQUEST_TIMEOUT_MS/,
    );
    expect(() => loadConfig({ ...minimal, DB_LOCK_TIMEOUT_MS: '20000' })).toThrow(/DB_LOCK_TIMEOUT_MS/);
    expect(() => loadConfig({ ...minimal, WATCHDOG_KILL_AFTER_MS: '60000' })).toThrow(
      /WATCHDOG_KILL_AFTER_MS \(60000\) must not exceed SHUTDOWN_TIMEOUT_MS/,
    );
    expect(() => loadConfig({ ...minimal, REQUEST_TIMEOUT_MS: 'soon' })).toThrow(
      /REQUEST_TIMEOUT_MS must be an integer/,
    );
  });

  it('turns the test-only routes on only outside production', () => {
    expect(loadConfig(minimal).testHooks).toBe(false);
    expect(loadConfig({ ...minimal, NODE_ENV: 'test', TEST_HOOKS: 'true' }).testHooks).toBe(true);
    expect(() => loadConfig({ ...minimal, NODE_ENV: 'production', TEST_HOOKS: 'true' })).toThrow(
      /TEST_HOOKS must not be set with NODE_ENV=production/,
    );
  });

  it('serves metrics to loopback by default, keeps tracing off, and names bad METRICS_* and TRACING_* values', () => {
    const c = loadConfig(minimal);
    expect(c.metrics).toEqual({ enabled: true, token: null, allow: ['loopback'] });
    expect(c.tracing).toBeNull();
    const custom = loadConfig({
      ...minimal,
      METRICS_ALLOW: '10.0.0.0/8, 192.168.1.7,fd00::/8',
      METRICS_TOKEN: 't'.repeat(24),
      TRACING_ENABLED: 'true',
      TRACING_OTLP_ENDPOINT: 'http://collector:4318/v1/traces',
      TRACING_SAMPLE_RATIO: '0.25',
    });
    expect(custom.metrics).toEqual({
      enabled: true,
      token: 't'.repeat(24),
      allow: ['10.0.0.0/8', '192.168.1.7', 'fd00::/8'],
    });
    expect(custom.tracing).toEqual({
      endpoint: 'http://collector:4318/v1/traces',
      serviceName: 'freight-api',
      sampleRatio: 0.25,
    });
    expect(loadConfig({ ...minimal, METRICS_ALLOW: '' }).metrics?.allow).toEqual([]);
    let message = '';
    try {
      loadConfig({
        ...minimal,
        METRICS_ALLOW: 'loopback,10.0.0.0/33,intranet',
        METRICS_TOKEN: 'short',
        TRACING_ENABLED: 'true',
        TRACING_OTLP_ENDPOINT: 'collector:4318',
        TRACING_SAMPLE_RATIO: '2',
      });
    } catch (e) {
      message = (e as Error).message;
    }
    for (const part of [
      '"10.0.0.0/33"',
      '"intranet"',
      'METRICS_TOKEN',
      'TRACING_OTLP_ENDPOINT',
      'TRACING_SAMPLE_RATIO',
    ])
      expect(message).toContain(part);
  });
});
