import { Module } from '@nestjs/common';
import { DocumentsRepository } from './documents.repository.js';
import { StagedDocumentsService } from './staged-documents.service.js';

/** What quotation creation needs from documents; depends on nothing but Prisma. */
@Module({
  providers: [DocumentsRepository, StagedDocumentsService],
  exports: [DocumentsRepository, StagedDocumentsService],
})
export class StagedDocumentsModule {}
