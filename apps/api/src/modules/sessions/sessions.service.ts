import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import type { Tx } from '../../common/prisma/prisma.service.js';
import { SessionsRepository, type SessionStart } from './sessions.repository.js';

/** Why a session ended (stored in sessions.end_reason). */
export type SessionEndReason =
  'logout' | 'admin' | 'password' | 'password-reset' | 'access-changed' | 'deactivated' | 'mfa-enrolled';

/**
 * Emitted after sessions are ended and committed: the notifications module closes their open
 * sockets on every instance (an ERROR frame, then the close).
 */
export const SESSIONS_ENDED = 'sessions.ended';
export type SessionsEndedEvent = { userId: string; sessionIds: string[] };

@Injectable()
export class SessionsService {
  constructor(
    private readonly repo: SessionsRepository,
    private readonly events: EventEmitter2,
  ) {}

  start(data: SessionStart): Promise<string> {
    return this.repo.start(data);
  }

  /** The current session of a request, e.g. sign-out. */
  async endOne(userId: string, sessionId: string, reason: SessionEndReason): Promise<void> {
    if (await this.repo.endOne(sessionId, reason)) this.announce(userId, [sessionId]);
  }

  /**
   * Ends every open session of a user, but `keep` (the actor's own, when they change their own
   * password or record). Inside a transaction, call `announce` after it commits.
   */
  async endForUser(userId: string, reason: SessionEndReason, keep: string | null = null, tx?: Tx): Promise<string[]> {
    const ids = await this.repo.endForUser(userId, reason, keep, tx);
    if (!tx) this.announce(userId, ids);
    return ids;
  }

  announce(userId: string, sessionIds: string[]): void {
    if (sessionIds.length > 0) this.events.emit(SESSIONS_ENDED, { userId, sessionIds } satisfies SessionsEndedEvent);
  }
}
