import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AppError } from '../../common/errors/app-error.js';
import { SupportRepository } from './support.repository.js';

export const isSupportStaff = (user: AuthUser) => user.permissions.includes('SUPPORT_STAFF');

/**
 * Record-level access: support staff see every ticket; anyone else only the tickets they authored or
 * are related to. Anything else answers 404, as if it did not exist.
 */
@Injectable()
export class SupportPolicy {
  constructor(private readonly repo: SupportRepository) {}

  async findVisible(user: AuthUser, ticketId: string) {
    const t = await this.repo.access(ticketId);
    if (!t || !this.canSee(user, t)) throw new AppError('NOT_FOUND');
    return t;
  }

  canSee(user: AuthUser, t: { authorId: string; relatedUsers: { userId: string }[] }): boolean {
    return isSupportStaff(user) || t.authorId === user.id || t.relatedUsers.some((r) => r.userId === user.id);
  }

  /** A staged attachment to its uploader only; a sent one to whoever can see its ticket. */
  async findAttachment(user: AuthUser, id: string) {
    const a = await this.repo.attachmentAccess(id);
    if (!a) throw new AppError('NOT_FOUND');
    if (a.ticketId) await this.findVisible(user, a.ticketId);
    else if (a.createdBy !== user.id) throw new AppError('NOT_FOUND');
    return a;
  }
}
