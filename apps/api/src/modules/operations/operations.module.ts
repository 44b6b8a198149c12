import { Module } from '@nestjs/common';
import { QuotationsModule } from '../quotations/quotations.module.js';
import { ReferenceModule } from '../reference/reference.module.js';
import { UsersModule } from '../users/users.module.js';
import { OperationImportRepository } from './import/operation-import.repository.js';
import { OperationImportService } from './import/operation-import.service.js';
import { OverdueEventsProcessor } from './jobs/overdue-events.processor.js';
import { OperationActivityController } from './operation-activity.controller.js';
import { OperationActivityRepository } from './operation-activity.repository.js';
import { OperationActivityService } from './operation-activity.service.js';
import { OperationPolicy } from './operation.policy.js';
import { QuotationOperationController } from './quotation-operation.controller.js';
import { ExpressOperationsController } from './express-operations.controller.js';
import { OperationsController } from './operations.controller.js';
import { OperationsRepository } from './operations.repository.js';
import { OperationOpeningService } from './operation-opening.service.js';
import { OperationsService } from './operations.service.js';

/** Operations (shipments), their notes, events and the operative's agenda (issue 12). */
@Module({
  imports: [QuotationsModule, UsersModule, ReferenceModule],
  controllers: [
    OperationsController,
    ExpressOperationsController,
    OperationActivityController,
    QuotationOperationController,
  ],
  providers: [
    OperationsRepository,
    OperationActivityRepository,
    OperationPolicy,
    OperationsService,
    OperationOpeningService,
    OperationActivityService,
    OverdueEventsProcessor,
    OperationImportRepository,
    OperationImportService,
  ],
  exports: [OperationPolicy, OperationOpeningService],
})
export class OperationsModule {}
