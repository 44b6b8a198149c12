import { Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { SESSIONS_ENDED, type SessionsEndedEvent } from '../sessions/sessions.service.js';
import { USER_DEACTIVATED, type UserDeactivatedEvent } from '../users/user-admin.service.js';
import { NotificationBus } from './notification-bus.js';

/** A deactivated user's open sockets close on every instance, through the same bus as notifications. */
@Injectable()
export class UserSessionsListener {
  private readonly logger = new Logger(UserSessionsListener.name);

  constructor(private readonly bus: NotificationBus) {}

  @OnEvent(USER_DEACTIVATED, { async: true })
  async onDeactivated(event: UserDeactivatedEvent): Promise<void> {
    try {
      await this.bus.publishSessionClose(event.userId);
    } catch (err) {
      // The sockets still die at their next CONNECT or token check; never fail the deactivation.
      this.logger.warn(`Could not publish the session close of ${event.userId}: ${(err as Error).message}`);
    }
  }

  @OnEvent(SESSIONS_ENDED, { async: true })
  async onSessionsEnded(event: SessionsEndedEvent): Promise<void> {
    try {
      await this.bus.publishSessionsEnded({ userId: event.userId, sessionIds: event.sessionIds });
    } catch (err) {
      // Their tokens are already refused over HTTP and at the next CONNECT.
      this.logger.warn(`Could not publish the end of ${event.sessionIds.length} session(s): ${(err as Error).message}`);
    }
  }
}
