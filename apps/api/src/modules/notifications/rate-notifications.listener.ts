import { Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { RATE_EXPIRING, type RateExpiringEvent } from '../rates/rate-expiry.processor.js';
import { NotificationsRepository } from './notifications.repository.js';
import { NotificationsService } from './notifications.service.js';

/** A rate's owner is told a week before it expires (the scan claims each rate once). */
@Injectable()
export class RateNotificationsListener {
  private readonly logger = new Logger(RateNotificationsListener.name);

  constructor(
    private readonly repo: NotificationsRepository,
    private readonly notifications: NotificationsService,
  ) {}

  @OnEvent(RATE_EXPIRING, { async: true, promisify: true })
  async onRateExpiring(e: RateExpiringEvent): Promise<void> {
    try {
      const recipients = await this.repo.recipients([e.ownerId]);
      await this.notifications.notify(
        recipients,
        {
          kind: 'rateExpiring',
          reference: `RATE-${e.rateId}`,
          lane: e.lane,
          description: e.description,
          validTo: e.validTo,
        },
        null,
      );
    } catch (err) {
      this.logger.warn(`${RATE_EXPIRING} notification failed: ${(err as Error).message}`);
    }
  }
}
