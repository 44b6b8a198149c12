import { Module } from '@nestjs/common';
import { StagedDocumentsModule } from '../documents/staged-documents.module.js';
import { RulesModule } from '../rules/rules.module.js';
import { UsersModule } from '../users/users.module.js';
import { QuotationEventsRepository } from './quotation-events.repository.js';
import { QuotationPolicy } from './quotation.policy.js';
import { QuotationQueriesService } from './quotation-queries.service.js';
import { QuotationRecordsService } from './quotation-records.service.js';
import { QuotationRequestsService } from './quotation-requests.service.js';
import { QuotationStatusService } from './quotation-status.service.js';
import { QuotationsController } from './quotations.controller.js';
import { QuotationsRepository } from './quotations.repository.js';

@Module({
  imports: [UsersModule, StagedDocumentsModule, RulesModule],
  controllers: [QuotationsController],
  providers: [
    QuotationsRepository,
    QuotationEventsRepository,
    QuotationPolicy,
    QuotationRequestsService,
    QuotationQueriesService,
    QuotationStatusService,
    QuotationRecordsService,
  ],
  exports: [QuotationPolicy, QuotationRecordsService, QuotationRequestsService],
})
export class QuotationsModule {}
