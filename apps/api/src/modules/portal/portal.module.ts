import { Module } from '@nestjs/common';
import { MailModule } from '../../common/mail/mail.module.js';
import { DocumentsModule } from '../documents/documents.module.js';
import { OperationsModule } from '../operations/operations.module.js';
import { QuotationsModule } from '../quotations/quotations.module.js';
import { SellsModule } from '../sells/sells.module.js';
import { PortalAnswersService } from './portal-answers.service.js';
import { PortalController } from './portal.controller.js';
import { PortalPolicy } from './portal.policy.js';
import { PortalRepository } from './portal.repository.js';
import { PortalQuotationsService } from './portal-quotations.service.js';
import { PortalRequestsRepository } from './portal-requests.repository.js';
import { PortalRequestsService } from './portal-requests.service.js';
import { PortalDocumentsRepository } from './portal-documents.repository.js';
import { PortalDocumentsService } from './portal-documents.service.js';

/** The client portal (issue 14): a third-party client's own quotations, their PDF and documents, and answering them. */
@Module({
  imports: [SellsModule, MailModule, QuotationsModule, OperationsModule, DocumentsModule],
  controllers: [PortalController],
  providers: [
    PortalRepository,
    PortalPolicy,
    PortalQuotationsService,
    PortalAnswersService,
    PortalRequestsRepository,
    PortalRequestsService,
    PortalDocumentsRepository,
    PortalDocumentsService,
  ],
})
export class PortalModule {}
