import { Module } from '@nestjs/common';
import { QuotationsModule } from '../quotations/quotations.module.js';
import { RecordTypesModule } from '../record-types/record-types.module.js';
import { DocumentsController } from './documents.controller.js';
import { DocumentsService } from './documents.service.js';
import { QuotationDocumentsController } from './quotation-documents.controller.js';
import { StagedDocumentsModule } from './staged-documents.module.js';

@Module({
  imports: [QuotationsModule, StagedDocumentsModule, RecordTypesModule],
  controllers: [DocumentsController, QuotationDocumentsController],
  providers: [DocumentsService],
})
export class DocumentsModule {}
