import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from './app-config.js';

const minimal = { DATABASE_URL: 'postgresql://u:p@localhost:5432/db', JWT_SECRET: 'x'.repeat(32) };

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const c = loadConfig(minimal);
    expect(c.port).toBe(3000);
    expect(c.jwtExpiresInSeconds).toBe(8 * 3600);
    expect(c.redisUrl).toBeNull();
    expect(c.defaultLanguage).toBe('es');
    expect(c.enabledModules).toHaveLength(10);
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
});
