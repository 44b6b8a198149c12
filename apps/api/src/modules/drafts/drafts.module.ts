import { Module } from '@nestjs/common';
import { DraftsController } from './drafts.controller.js';
import { DraftsRepository } from './drafts.repository.js';
import { DraftsService } from './drafts.service.js';

@Module({ controllers: [DraftsController], providers: [DraftsRepository, DraftsService] })
export class DraftsModule {}
