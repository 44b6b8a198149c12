import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import { APP_CONFIG, type AppConfig } from '../../common/config/app-config.js';
import { AppError } from '../../common/errors/app-error.js';

/**
 * Who may read /metrics (README "Monitoring"): a caller with `Authorization: Bearer <METRICS_TOKEN>`,
 * or one whose address is in METRICS_ALLOW (loopback by default). The address is Express's `req.ip`, so
 * behind a proxy named in TRUST_PROXY it is the client's; a request that came through a proxy the API
 * was not told about (it carries X-Forwarded-For or Forwarded) is not admitted by address, since the
 * proxy's own address (often loopback) would pass for everyone's. Off (METRICS_ENABLED=false): 404.
 */
@Injectable()
export class MetricsAccessGuard implements CanActivate {
  private readonly allowed = new BlockList();
  private readonly tokenDigest: Buffer | null;
  private readonly enabled: boolean;
  private readonly trustProxy: boolean;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.enabled = config.metrics?.enabled ?? false;
    this.trustProxy = Boolean(config.trustProxy);
    const token = config.metrics?.token;
    this.tokenDigest = token ? digest(token) : null;
    for (const entry of config.metrics?.allow ?? []) addEntry(this.allowed, entry);
  }

  canActivate(context: ExecutionContext): boolean {
    if (!this.enabled) throw new AppError('NOT_FOUND');
    const req = context.switchToHttp().getRequest<Request>();
    if (this.tokenMatches(req.headers.authorization) || this.addressAllowed(req)) return true;
    throw new AppError('METRICS_FORBIDDEN');
  }

  private tokenMatches(header: string | undefined): boolean {
    const m = /^Bearer (\S+)$/i.exec(header ?? '');
    // Digests of equal length: the comparison takes the same time whatever the token sent.
    return Boolean(m && this.tokenDigest && timingSafeEqual(digest(m[1]), this.tokenDigest));
  }

  private addressAllowed(req: Request): boolean {
    if (!this.trustProxy && (req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined))
      return false;
    const address = unmapped(req.ip ?? '');
    const family = isIP(address);
    return family !== 0 && this.allowed.check(address, family === 4 ? 'ipv4' : 'ipv6');
  }
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** An IPv4 client on a dual-stack socket reads as ::ffff:a.b.c.d. */
function unmapped(address: string): string {
  const m = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return m ? m[1] : address;
}

/** One METRICS_ALLOW entry (validated by loadConfig): loopback, an address or a CIDR range. */
function addEntry(list: BlockList, entry: string): void {
  if (entry === 'loopback') {
    list.addSubnet('127.0.0.0', 8, 'ipv4');
    list.addAddress('::1', 'ipv6');
    return;
  }
  const [address, prefix] = entry.split('/');
  const type = isIP(address) === 4 ? 'ipv4' : 'ipv6';
  if (prefix === undefined) list.addAddress(address, type);
  else list.addSubnet(address, Number(prefix), type);
}
