import { Injectable } from '@nestjs/common';
import type { Tx } from '../../common/prisma/prisma.service.js';
import { QuotationEventsRepository, type NewQuotationEvent } from './quotation-events.repository.js';
import { QuotationsRepository } from './quotations.repository.js';

/**
 * A quotation as the modules working on it (pricing, sells) read and log it: its detail row, and a line
 * in its event log written inside their own transaction. One repository call each, as before.
 */
@Injectable()
export class QuotationRecordsService {
  constructor(
    private readonly quotations: QuotationsRepository,
    private readonly events: QuotationEventsRepository,
  ) {}

  /** The full row by id (client, lane, cargo, people), for checks, mails and PDFs. */
  findDetail(id: string) {
    return this.quotations.findDetail(id);
  }

  /** One event in the quotation's log, in the caller's transaction. */
  addEvent(tx: Tx, event: NewQuotationEvent) {
    return this.events.add(tx, event);
  }
}
