import { Module } from '@nestjs/common';
import { StandardNotesController } from './standard-notes.controller.js';
import { StandardNotesRepository } from './standard-notes.repository.js';
import { StandardNotesService } from './standard-notes.service.js';

/** Exports the repository and service: sells adds mandatoryFor(service) notes to quotations. */
@Module({
  controllers: [StandardNotesController],
  providers: [StandardNotesRepository, StandardNotesService],
  exports: [StandardNotesRepository, StandardNotesService],
})
export class StandardNotesModule {}
