import { Module } from '@nestjs/common';
import { MailModule } from '../../common/mail/mail.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { RecordTypesModule } from '../record-types/record-types.module.js';
import { UsersModule } from '../users/users.module.js';
import { ClientAssignmentsService } from './client-assignments.service.js';
import { ClientContactsRepository } from './client-contacts.repository.js';
import { ClientContactsService } from './client-contacts.service.js';
import { ClientDocumentsController } from './client-documents.controller.js';
import { ClientDocumentsRepository } from './client-documents.repository.js';
import { ClientDocumentsService } from './client-documents.service.js';
import { ClientRelationsController } from './client-relations.controller.js';
import { ClientsController } from './clients.controller.js';
import { ClientsRepository } from './clients.repository.js';
import { ClientsService } from './clients.service.js';
import { SessionsModule } from '../sessions/sessions.module.js';

@Module({
  imports: [MailModule, AuthModule, RecordTypesModule, UsersModule, SessionsModule],
  controllers: [ClientsController, ClientRelationsController, ClientDocumentsController],
  providers: [
    ClientsRepository,
    ClientsService,
    ClientAssignmentsService,
    ClientContactsRepository,
    ClientContactsService,
    ClientDocumentsRepository,
    ClientDocumentsService,
  ],
})
export class ClientsModule {}
