import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { SupportDeskController } from './support-desk.controller.js';
import { SupportProductsController } from './support-products.controller.js';
import { SupportProductsRepository } from './support-products.repository.js';
import { SupportProductsService } from './support-products.service.js';
import { SupportController } from './support.controller.js';
import { SupportPolicy } from './support.policy.js';
import { SupportReferencesRepository } from './support-references.repository.js';
import { SupportRepository } from './support.repository.js';
import { SupportService } from './support.service.js';

@Module({
  imports: [NotificationsModule],
  controllers: [SupportController, SupportDeskController, SupportProductsController],
  providers: [
    SupportRepository,
    SupportReferencesRepository,
    SupportPolicy,
    SupportService,
    SupportProductsRepository,
    SupportProductsService,
  ],
})
export class SupportModule {}
