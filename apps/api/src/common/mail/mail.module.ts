import { Module } from '@nestjs/common';
import { MetricsModule } from '../metrics/metrics.module.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { MAIL_OPTIONS, mailOptionsFromConfig } from './mail.options.js';
import { MailQueue } from './mail.queue.js';
import { MailService } from './mail.service.js';
import { SendMailProcessor } from './send-mail.processor.js';
import { SentMailRepository } from './sent-mail.repository.js';

/** Outgoing e-mail: MailQueue.enqueue() from any module; the processor sends it through MailService. */
@Module({
  imports: [MetricsModule],
  providers: [
    { provide: MAIL_OPTIONS, useFactory: (config: AppConfig) => mailOptionsFromConfig(config), inject: [APP_CONFIG] },
    MailService,
    MailQueue,
    SentMailRepository,
    SendMailProcessor,
  ],
  exports: [MailQueue, MailService],
})
export class MailModule {}
