import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { SupportDeskController } from './support-desk.controller.js';
import { SupportController } from './support.controller.js';
import { SupportPolicy } from './support.policy.js';
import { SupportRepository } from './support.repository.js';
import { SupportService } from './support.service.js';

@Module({
  imports: [NotificationsModule],
  controllers: [SupportController, SupportDeskController],
  providers: [SupportRepository, SupportPolicy, SupportService],
})
export class SupportModule {}
