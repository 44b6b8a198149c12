import { Module } from '@nestjs/common';
import { PricingModule } from '../pricing/pricing.module.js';
import { QuotationsModule } from '../quotations/quotations.module.js';
import { InboundHealth } from './inbound-health.js';
import { InboundHealthRepository } from './inbound-health.repository.js';
import { InboundImapPoller } from './inbound-imap.poller.js';
import { InboundImapRepository } from './inbound-imap.repository.js';
import { InboundMailPolicy } from './inbound-mail.policy.js';
import { InboundMailRepository } from './inbound-mail.repository.js';
import { InboundMailService } from './inbound-mail.service.js';
import { InboundMailsController } from './inbound-mails.controller.js';
import { InboundNotices } from './inbound-notices.js';
import { InboundSmtpReceiver } from './inbound-smtp.receiver.js';
import { InboundTriageRepository } from './inbound-triage.repository.js';
import { InboundTriageService } from './inbound-triage.service.js';
import { SentMailIdsListener } from './sent-mail-ids.listener.js';

/**
 * Replies by mail to cost requests (issue 42): the SMTP receiver, the IMAP reader, the raw queue, the
 * one ingestion path, and pricing's triage of what it could not apply by itself.
 */
@Module({
  imports: [QuotationsModule, PricingModule],
  controllers: [InboundMailsController],
  providers: [
    InboundMailRepository,
    InboundImapRepository,
    InboundMailService,
    InboundNotices,
    InboundSmtpReceiver,
    InboundImapPoller,
    SentMailIdsListener,
    InboundTriageRepository,
    InboundMailPolicy,
    InboundTriageService,
    InboundHealthRepository,
    InboundHealth,
  ],
  exports: [InboundMailService, InboundSmtpReceiver, InboundImapPoller, InboundHealth],
})
export class InboundModule {}
