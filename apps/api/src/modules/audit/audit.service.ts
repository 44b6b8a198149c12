import { Injectable, Logger } from '@nestjs/common';
import type { AuditAction, AuditEntityType, AuditEventItem, Page } from '@freight/shared';
import type { AuditQueryDto } from '@freight/shared/dto';
import type { AuthUser } from '../../common/auth/auth-user.js';
import type { Denial, DenialRecorder } from '../../common/errors/denial-recorder.js';
import { encodeCursor } from '../../common/pagination/keyset.js';
import type { Tx } from '../../common/prisma/prisma.service.js';
import { AuditRepository } from './audit.repository.js';

type Change = { before?: Record<string, unknown> | null; after?: Record<string, unknown> | null };
type Actor = Pick<AuthUser, 'id' | 'username'> | null;

/** The fields of `before`/`after` that differ (both sides), so a row shows only what changed. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      b[key] = before[key] ?? null;
      a[key] = after[key] ?? null;
    }
  }
  return Object.keys(a).length ? { before: b, after: a } : null;
}

/**
 * Writes the audit trail (who, when, what, before/after). Inside a caller's transaction the row
 * commits or rolls back with the change; outside one, a failed write is logged and never
 * fails the action it records (sign-ins, denials).
 */
@Injectable()
export class AuditService implements DenialRecorder {
  private readonly logger = new Logger('Audit');

  constructor(private readonly repo: AuditRepository) {}

  async record(
    actor: Actor,
    entityType: AuditEntityType,
    entityId: string | null,
    action: AuditAction,
    change: Change = {},
    tx?: Tx,
    extra: { ip?: string | null; actorName?: string | null } = {},
  ): Promise<void> {
    const row = {
      actorId: actor?.id ?? null,
      actorName: extra.actorName ?? actor?.username ?? null,
      ip: extra.ip ?? null,
      entityType,
      entityId,
      action,
      before: change.before ?? null,
      after: change.after ?? null,
    };
    if (tx) return this.repo.append(row, tx);
    try {
      await this.repo.append(row);
    } catch (err) {
      this.logger.error(`audit write failed (${entityType} ${action}): ${(err as Error).message}`);
    }
  }

  /** A refused request (the error filter's 403s), with the address it came from. */
  recordDenial(user: AuthUser | null, { method, path, code, ip }: Denial): Promise<void> {
    return this.record(user, 'access', null, 'denied', { after: { method, path, code } }, undefined, { ip });
  }

  async list(q: AuditQueryDto): Promise<Page<AuditEventItem>> {
    const rows = await this.repo.page(q);
    const hasMore = rows.length > q.limit;
    const page = hasMore ? rows.slice(0, q.limit) : rows;
    const last = page.at(-1);
    return {
      items: page.map((r) => ({
        id: r.id.toString(),
        at: r.at.toISOString(),
        actorId: r.actorId,
        actorName: r.actorName,
        ip: r.ip,
        entityType: r.entityType as AuditEntityType,
        entityId: r.entityId,
        action: r.action,
        before: (r.before ?? null) as Record<string, unknown> | null,
        after: (r.after ?? null) as Record<string, unknown> | null,
      })),
      nextCursor: hasMore && last ? encodeCursor('audit', 'at', last.at, last.id.toString()) : null,
    };
  }
}
