import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { MAIL_SENT_EVENT, type MailSentEvent } from '../../common/queue/queue.constants.js';
import { InboundMailRepository } from './inbound-mail.repository.js';

/** Idempotency-key prefixes of the mails an agent may answer, and how each names its request. */
const REQUEST_KEYS = ['cost-request:', 'cost-request-reminder:'];
const QUESTION_KEY = 'cost-question:';

/**
 * Keeps the Message-ID of every mail sent about a cost request (request, reminder, answer to a
 * question), so a reply whose plus-address was lost still finds its request by In-Reply-To.
 * A failure fails the mail job, whose retry (not sent again) records it.
 */
@Injectable()
export class SentMailIdsListener {
  constructor(private readonly repo: InboundMailRepository) {}

  @OnEvent(MAIL_SENT_EVENT, { async: true, promisify: true, suppressErrors: false })
  async onMailSent(e: MailSentEvent): Promise<void> {
    const prefix = REQUEST_KEYS.find((p) => e.idempotencyKey.startsWith(p));
    const requestId = prefix
      ? e.idempotencyKey.slice(prefix.length)
      : e.idempotencyKey.startsWith(QUESTION_KEY)
        ? await this.repo.questionRequest(e.idempotencyKey.slice(QUESTION_KEY.length))
        : null;
    if (requestId) await this.repo.rememberSent(e.messageId, requestId);
  }
}
