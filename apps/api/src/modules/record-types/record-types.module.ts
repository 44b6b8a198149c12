import { Module } from '@nestjs/common';
import { DocumentTypesController } from './document-types.controller.js';
import { NoteTypesController } from './note-types.controller.js';
import { RecordTypeOptionsController } from './record-type-options.controller.js';
import { RecordTypesRepository } from './record-types.repository.js';
import { RecordTypesService } from './record-types.service.js';

/** Document types and note types (issue 11); exports the service so documents and notes can check a type is active. */
@Module({
  controllers: [DocumentTypesController, NoteTypesController, RecordTypeOptionsController],
  providers: [RecordTypesRepository, RecordTypesService],
  exports: [RecordTypesService],
})
export class RecordTypesModule {}
