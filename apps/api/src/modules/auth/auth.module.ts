import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { SessionsModule } from '../sessions/sessions.module.js';
import { MfaModule } from '../mfa/mfa.module.js';
import { SsoModule } from '../sso/sso.module.js';
import { UsersModule } from '../users/users.module.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { LoginAttemptsService } from './login-attempts.service.js';
import { LoginLocksController } from './login-locks.controller.js';
import { LoginLocksService } from './login-locks.service.js';
import { LoginThrottleRepository } from './login-throttle.repository.js';
import { MfaChallengeService } from './mfa-challenge.service.js';
import { PasswordHasher } from './password-hasher.js';
import { SessionTokenService } from './session-token.service.js';

@Module({
  imports: [PassportModule, JwtModule.register({}), UsersModule, SessionsModule, MfaModule, SsoModule],
  controllers: [AuthController, LoginLocksController],
  providers: [
    AuthService,
    LoginAttemptsService,
    LoginLocksService,
    LoginThrottleRepository,
    MfaChallengeService,
    PasswordHasher,
    SessionTokenService,
  ],
  exports: [PasswordHasher, SessionsModule],
})
export class AuthModule {}
