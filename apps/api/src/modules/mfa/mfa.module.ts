import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PasswordHasher } from '../auth/password-hasher.js';
import { SessionTokenService } from '../auth/session-token.service.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { UsersModule } from '../users/users.module.js';
import { MfaAdminController } from './mfa-admin.controller.js';
import { MfaPolicyController } from './mfa-policy.controller.js';
import { MfaPolicyRepository } from './mfa-policy.repository.js';
import { MfaPolicyService } from './mfa-policy.service.js';
import { MfaSignInService } from './mfa-sign-in.service.js';
import { MfaController } from './mfa.controller.js';
import { MfaRepository } from './mfa.repository.js';
import { MfaService } from './mfa.service.js';
import { SecretBox } from './secret-box.js';

@Module({
  imports: [JwtModule.register({}), SessionsModule, UsersModule],
  controllers: [MfaController, MfaAdminController, MfaPolicyController],
  providers: [
    MfaService,
    MfaRepository,
    MfaPolicyService,
    MfaPolicyRepository,
    MfaSignInService,
    SecretBox,
    PasswordHasher,
    SessionTokenService,
  ],
  exports: [MfaService, MfaPolicyService],
})
export class MfaModule {}
