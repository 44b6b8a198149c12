import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AppError } from '../../common/errors/app-error.js';
import { PortalRepository } from './portal.repository.js';

export type OwnQuotation = NonNullable<Awaited<ReturnType<PortalRepository['findOwn']>>>;

/**
 * Record-level access of the portal: a third-party user sees only their own client's quotations
 * once sent to it. The client id comes from the user's row (read by the session strategy), never
 * from the request; anything else answers 404, so another client's quotation is not even revealed.
 */
@Injectable()
export class PortalPolicy {
  constructor(private readonly repo: PortalRepository) {}

  clientOf(user: AuthUser): string {
    if (!user.clientId) throw new AppError('NOT_FOUND');
    return user.clientId;
  }

  async findOwn(user: AuthUser, key: string): Promise<OwnQuotation> {
    const row = await this.repo.findOwn(this.clientOf(user), key);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }
}
