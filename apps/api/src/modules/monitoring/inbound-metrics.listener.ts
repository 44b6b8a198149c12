import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { Metrics } from '../../common/metrics/metrics.service.js';
import { INBOUND_MAIL_STORED, type InboundMailStoredEvent } from '../inbound/inbound-notices.js';

/** Counts the replies by mail as the ingestion files them, by kind (reply, bounce, unmatched...). */
@Injectable()
export class InboundMetricsListener {
  constructor(private readonly metrics: Metrics) {}

  @OnEvent(INBOUND_MAIL_STORED)
  stored(event: InboundMailStoredEvent): void {
    this.metrics.inboundMails.inc({ kind: event.kind });
  }
}
