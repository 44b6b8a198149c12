import { Module } from '@nestjs/common';
import { OperationsModule } from '../operations/operations.module.js';
import { QuotationsModule } from '../quotations/quotations.module.js';
import { RecordTypesModule } from '../record-types/record-types.module.js';
import { DocumentsController } from './documents.controller.js';
import { DocumentsService } from './documents.service.js';
import { OperationDocumentsController } from './operation-documents.controller.js';
import { OperationDocumentsService } from './operation-documents.service.js';
import { QuotationDocumentsController } from './quotation-documents.controller.js';
import { StagedDocumentsModule } from './staged-documents.module.js';

@Module({
  imports: [QuotationsModule, OperationsModule, StagedDocumentsModule, RecordTypesModule],
  controllers: [DocumentsController, QuotationDocumentsController, OperationDocumentsController],
  providers: [DocumentsService, OperationDocumentsService],
  // The portal's uploads (issue 43) go through the same checks.
  exports: [DocumentsService],
})
export class DocumentsModule {}
