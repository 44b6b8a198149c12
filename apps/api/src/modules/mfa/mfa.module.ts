import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PasswordHasher } from '../auth/password-hasher.js';
import { SessionOpener } from '../auth/session-opener.service.js';
import { SessionTokenService } from '../auth/session-token.service.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { UsersModule } from '../users/users.module.js';
import { MfaAdminController } from './mfa-admin.controller.js';
import { MfaPolicyController } from './mfa-policy.controller.js';
import { MfaPolicyRepository } from './mfa-policy.repository.js';
import { MfaPolicyService } from './mfa-policy.service.js';
import { MfaController } from './mfa.controller.js';
import { MfaRepository } from './mfa.repository.js';
import { MfaService } from './mfa.service.js';
import { PasskeysController } from './passkeys.controller.js';
import { PasskeysRepository } from './passkeys.repository.js';
import { PasskeysService } from './passkeys.service.js';
import { SecretBox } from './secret-box.js';

@Module({
  imports: [JwtModule.register({}), SessionsModule, UsersModule],
  controllers: [MfaController, PasskeysController, MfaAdminController, MfaPolicyController],
  providers: [
    MfaService,
    MfaRepository,
    MfaPolicyService,
    MfaPolicyRepository,
    SessionOpener,
    PasskeysService,
    PasskeysRepository,
    SecretBox,
    PasswordHasher,
    SessionTokenService,
  ],
  exports: [MfaService, MfaPolicyService, PasskeysService, SessionOpener, SecretBox],
})
export class MfaModule {}
