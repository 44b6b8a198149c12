import { describe, expect, it } from '@jest/globals';
import type { ExecutionContext } from '@nestjs/common';
import type { AppConfig } from '../../common/config/app-config.js';
import { AppError } from '../../common/errors/app-error.js';
import { MetricsAccessGuard } from './metrics-access.guard.js';

const TOKEN = 'a-metrics-token-long-enough-1234';

function guard(metrics: AppConfig['metrics'], trustProxy: string | null = null): MetricsAccessGuard {
  return new MetricsAccessGuard({ metrics, trustProxy } as AppConfig);
}

function context(ip: string, headers: Record<string, string> = {}): ExecutionContext {
  const req = { ip, headers };
  return { switchToHttp: () => ({ getRequest: () => req }) } as unknown as ExecutionContext;
}

function refusal(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (e) {
    return e instanceof AppError ? e.code : String(e);
  }
}

describe('who may scrape /metrics', () => {
  const loopbackOnly = guard({ enabled: true, token: TOKEN, allow: ['loopback'] });

  it('admits loopback (IPv4, IPv6, IPv4-mapped) and refuses any other address with METRICS_FORBIDDEN', () => {
    for (const ip of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])
      expect([ip, refusal(() => loopbackOnly.canActivate(context(ip)))]).toEqual([ip, null]);
    for (const ip of ['10.1.2.3', '::ffff:10.1.2.3', '2001:db8::1', ''])
      expect([ip, refusal(() => loopbackOnly.canActivate(context(ip)))]).toEqual([ip, 'METRICS_FORBIDDEN']);
  });

  it('admits the token from anywhere, compared whole', () => {
    expect(
      refusal(() => loopbackOnly.canActivate(context('198.51.100.4', { authorization: `Bearer ${TOKEN}` }))),
    ).toBeNull();
    for (const authorization of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, TOKEN, 'Bearer '])
      expect(refusal(() => loopbackOnly.canActivate(context('198.51.100.4', { authorization })))).toBe(
        'METRICS_FORBIDDEN',
      );
    const noToken = guard({ enabled: true, token: null, allow: [] });
    expect(refusal(() => noToken.canActivate(context('127.0.0.1', { authorization: 'Bearer anything' })))).toBe(
      'METRICS_FORBIDDEN',
    );
  });

  it('admits CIDR ranges and single addresses of METRICS_ALLOW', () => {
    const g = guard({ enabled: true, token: null, allow: ['172.30.64.0/24', '192.0.2.9', 'fd00::/8'] });
    for (const ip of ['172.30.64.200', '192.0.2.9', 'fd00::5'])
      expect([ip, refusal(() => g.canActivate(context(ip)))]).toEqual([ip, null]);
    for (const ip of ['172.30.65.1', '192.0.2.10', '127.0.0.1'])
      expect([ip, refusal(() => g.canActivate(context(ip)))]).toEqual([ip, 'METRICS_FORBIDDEN']);
  });

  it('does not admit by address a request that came through a proxy the API does not trust', () => {
    expect(refusal(() => loopbackOnly.canActivate(context('127.0.0.1', { 'x-forwarded-for': '203.0.113.1' })))).toBe(
      'METRICS_FORBIDDEN',
    );
    expect(refusal(() => loopbackOnly.canActivate(context('127.0.0.1', { forwarded: 'for=203.0.113.1' })))).toBe(
      'METRICS_FORBIDDEN',
    );
    // With TRUST_PROXY, req.ip is already the client the trusted proxy reported.
    const behindProxy = guard({ enabled: true, token: null, allow: ['loopback'] }, 'loopback');
    expect(refusal(() => behindProxy.canActivate(context('127.0.0.1', { 'x-forwarded-for': '127.0.0.1' })))).toBeNull();
  });

  it('answers NOT_FOUND while metrics are off, whatever the caller', () => {
    const off = guard({ enabled: false, token: TOKEN, allow: ['loopback'] });
    expect(refusal(() => off.canActivate(context('127.0.0.1', { authorization: `Bearer ${TOKEN}` })))).toBe(
      'NOT_FOUND',
    );
    expect(refusal(() => guard(undefined).canActivate(context('127.0.0.1')))).toBe('NOT_FOUND');
  });
});
