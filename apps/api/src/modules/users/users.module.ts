import { Module } from '@nestjs/common';
import { MailModule } from '../../common/mail/mail.module.js';
import { PasswordHasher } from '../auth/password-hasher.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { UserAdminController } from './user-admin.controller.js';
import { UserAdminRepository } from './user-admin.repository.js';
import { UserAdminService } from './user-admin.service.js';
import { UsersController } from './users.controller.js';
import { UsersRepository } from './users.repository.js';
import { UsersService } from './users.service.js';

@Module({
  imports: [MailModule, SessionsModule],
  controllers: [UsersController, UserAdminController],
  providers: [UsersRepository, UsersService, UserAdminRepository, UserAdminService, PasswordHasher],
  exports: [UsersService, UserAdminService],
})
export class UsersModule {}
