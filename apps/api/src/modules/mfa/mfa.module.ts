import { Module } from '@nestjs/common';
import { PasswordHasher } from '../auth/password-hasher.js';
import { MfaAdminController } from './mfa-admin.controller.js';
import { MfaController } from './mfa.controller.js';
import { MfaRepository } from './mfa.repository.js';
import { MfaService } from './mfa.service.js';
import { SecretBox } from './secret-box.js';

@Module({
  controllers: [MfaController, MfaAdminController],
  providers: [MfaService, MfaRepository, SecretBox, PasswordHasher],
  exports: [MfaService],
})
export class MfaModule {}
