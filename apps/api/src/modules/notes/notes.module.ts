import { Module } from '@nestjs/common';
import { QuotationsModule } from '../quotations/quotations.module.js';
import { RecordTypesModule } from '../record-types/record-types.module.js';
import { NotesController } from './notes.controller.js';
import { NotesRepository } from './notes.repository.js';
import { NotesService } from './notes.service.js';

@Module({
  imports: [QuotationsModule, RecordTypesModule],
  controllers: [NotesController],
  providers: [NotesRepository, NotesService],
})
export class NotesModule {}
