import { Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import {
  OPERATION_ASSIGNED,
  OPERATION_EVENT_OVERDUE,
  type OperationAssignedEvent,
  type OperationEventOverdueEvent,
} from '../operations/operations.events.js';
import { NotificationsRepository } from './notifications.repository.js';
import { NotificationsService } from './notifications.service.js';

/** Operatives are told when an operation is assigned to them (not when they assign themselves) and when their events become overdue. */
@Injectable()
export class OperationNotificationsListener {
  private readonly logger = new Logger(OperationNotificationsListener.name);

  constructor(
    private readonly repo: NotificationsRepository,
    private readonly notifications: NotificationsService,
  ) {}

  @OnEvent(OPERATION_ASSIGNED, { async: true })
  async onAssigned(e: OperationAssignedEvent): Promise<void> {
    try {
      const [client, actor, recipients] = await Promise.all([
        this.repo.operationClientName(e.operationId),
        this.repo.userName(e.userId),
        this.repo.recipients(e.operativeIds),
      ]);
      if (client === null) return;
      await this.notifications.notify(
        recipients,
        { kind: 'operationAssigned', reference: e.reference, client, by: actor ?? '' },
        e.userId,
      );
    } catch (err) {
      this.logger.warn(`${OPERATION_ASSIGNED} notification failed: ${(err as Error).message}`);
    }
  }

  /** Each of the event's operatives, once (the scan emits each event once); no actor: the clock did it. */
  @OnEvent(OPERATION_EVENT_OVERDUE, { async: true, promisify: true })
  async onEventOverdue(e: OperationEventOverdueEvent): Promise<void> {
    try {
      const recipients = await this.repo.recipients(e.operativeIds);
      await this.notifications.notify(
        recipients,
        { kind: 'eventOverdue', reference: e.reference, title: e.title },
        null,
      );
    } catch (err) {
      this.logger.warn(`${OPERATION_EVENT_OVERDUE} notification failed: ${(err as Error).message}`);
    }
  }
}
