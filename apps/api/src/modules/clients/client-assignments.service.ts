import { Injectable } from '@nestjs/common';
import type { AssignableUser, AssignmentRole, ClientAssignments, UserRef } from '@freight/shared';
import type { ClientAssignmentsDto } from '@freight/shared/dto';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AppError } from '../../common/errors/app-error.js';
import { commercialChange } from './client-rules.js';
import { ClientsRepository } from './clients.repository.js';

/** The commercial and operatives of a client; every change is logged with who and when. */
@Injectable()
export class ClientAssignmentsService {
  constructor(private readonly clients: ClientsRepository) {}

  assignable(role: AssignmentRole): Promise<AssignableUser[]> {
    return this.clients.assignableUsers(role);
  }

  async ensureEligible(role: AssignmentRole, ids: string[]): Promise<void> {
    if (!ids.length) return;
    const found = new Set((await this.clients.assignableUsers(role, ids)).map((u) => u.id));
    const bad = ids.filter((id) => !found.has(id));
    if (bad.length)
      throw new AppError('ASSIGNEE_NOT_ELIGIBLE', {
        field: role === 'COMMERCIAL' ? 'commercialId' : 'operativeIds',
        role,
        userIds: bad,
      });
  }

  async get(clientId: string): Promise<ClientAssignments> {
    const client = await this.clients.findDetail(clientId);
    if (!client) throw new AppError('NOT_FOUND');
    const history = await this.clients.assignmentHistory(clientId);
    const users = new Map(
      (
        await this.clients.userRefs([
          ...client.operatives.map((o) => o.userId),
          ...history.flatMap((h) => [h.userId, h.createdBy]),
        ])
      ).map((u): [string, UserRef] => [u.id, u]),
    );
    return {
      commercial: client.commercial,
      operatives: client.operatives.map((o) => users.get(o.userId)).filter((u): u is UserRef => !!u),
      history: history.map((h) => ({
        id: h.id,
        role: h.role,
        action: h.action,
        user: users.get(h.userId) ?? null,
        by: h.createdBy ? (users.get(h.createdBy) ?? null) : null,
        at: h.createdAt.toISOString(),
      })),
    };
  }

  /** Sets the commercial and the operatives; only what changed is written and logged. */
  async set(user: AuthUser, clientId: string, dto: ClientAssignmentsDto): Promise<ClientAssignments> {
    const commercialId = dto.commercialId ?? null;
    if (commercialId) await this.ensureEligible('COMMERCIAL', [commercialId]);
    await this.ensureEligible('OPERATIVE', dto.operativeIds);
    await this.clients.transaction(async (tx) => {
      const current = await this.clients.lock(tx, clientId);
      if (!current) throw new AppError('NOT_FOUND');
      const before = await this.clients.operativeIds(tx, clientId);
      const added = dto.operativeIds.filter((id) => !before.includes(id));
      const removed = before.filter((id) => !dto.operativeIds.includes(id));
      const events = [
        ...commercialChange(current.commercialId, commercialId),
        ...added.map((userId) => ({ role: 'OPERATIVE' as const, action: 'ASSIGNED' as const, userId })),
        ...removed.map((userId) => ({ role: 'OPERATIVE' as const, action: 'UNASSIGNED' as const, userId })),
      ];
      if (current.commercialId !== commercialId) await this.clients.setCommercial(tx, clientId, commercialId, user.id);
      if (added.length) await this.clients.addOperatives(tx, clientId, added, user.id);
      if (removed.length) await this.clients.removeOperatives(tx, clientId, removed);
      if (events.length) await this.clients.logAssignments(tx, clientId, events, user.id);
    });
    return this.get(clientId);
  }
}
