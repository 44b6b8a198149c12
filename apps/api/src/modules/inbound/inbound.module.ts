import { Module } from '@nestjs/common';
import { InboundImapPoller } from './inbound-imap.poller.js';
import { InboundImapRepository } from './inbound-imap.repository.js';
import { InboundMailRepository } from './inbound-mail.repository.js';
import { InboundMailService } from './inbound-mail.service.js';
import { InboundSmtpReceiver } from './inbound-smtp.receiver.js';
import { SentMailIdsListener } from './sent-mail-ids.listener.js';

/** Replies by mail to cost requests (issue 42): the SMTP receiver, the IMAP reader, the raw queue and the one ingestion path. */
@Module({
  providers: [
    InboundMailRepository,
    InboundImapRepository,
    InboundMailService,
    InboundSmtpReceiver,
    InboundImapPoller,
    SentMailIdsListener,
  ],
  exports: [InboundMailService, InboundSmtpReceiver, InboundImapPoller],
})
export class InboundModule {}
