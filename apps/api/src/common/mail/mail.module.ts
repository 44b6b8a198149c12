import { Module } from '@nestjs/common';
import { MAIL_OPTIONS, mailOptionsFromEnv } from './mail.options.js';
import { MailQueue } from './mail.queue.js';
import { MailService } from './mail.service.js';
import { SendMailProcessor } from './send-mail.processor.js';
import { SentMailRepository } from './sent-mail.repository.js';

/** Outgoing e-mail: MailQueue.enqueue() from any module; the processor sends it through MailService. */
@Module({
  providers: [
    { provide: MAIL_OPTIONS, useFactory: () => mailOptionsFromEnv() },
    MailService,
    MailQueue,
    SentMailRepository,
    SendMailProcessor,
  ],
  exports: [MailQueue, MailService],
})
export class MailModule {}
