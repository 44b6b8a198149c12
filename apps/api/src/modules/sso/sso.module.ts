import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { MfaModule } from '../mfa/mfa.module.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { SsoClient } from './sso-client.js';
import { SsoFlowTokens } from './sso-flow.js';
import { SsoSettingsController } from './sso-settings.controller.js';
import { SsoSettingsRepository } from './sso-settings.repository.js';
import { SsoSettingsService } from './sso-settings.service.js';
import { SsoController } from './sso.controller.js';
import { SsoRepository } from './sso.repository.js';
import { SsoService } from './sso.service.js';

/** Single sign-on with OpenID Connect (issue 46). */
@Module({
  imports: [JwtModule.register({}), SessionsModule, MfaModule],
  controllers: [SsoController, SsoSettingsController],
  providers: [SsoService, SsoClient, SsoFlowTokens, SsoRepository, SsoSettingsService, SsoSettingsRepository],
  exports: [SsoSettingsService],
})
export class SsoModule {}
