import { Module } from '@nestjs/common';
import { InboundMailRepository } from './inbound-mail.repository.js';
import { InboundMailService } from './inbound-mail.service.js';
import { InboundSmtpReceiver } from './inbound-smtp.receiver.js';
import { SentMailIdsListener } from './sent-mail-ids.listener.js';

/** Replies by mail to cost requests (issue 42): the SMTP receiver, the raw queue and the one ingestion path. */
@Module({
  providers: [InboundMailRepository, InboundMailService, InboundSmtpReceiver, SentMailIdsListener],
  exports: [InboundMailService, InboundSmtpReceiver],
})
export class InboundModule {}
