import { Module } from '@nestjs/common';
import { JwtStrategy } from './jwt.strategy.js';
import { SessionsRepository } from './sessions.repository.js';
import { SessionsService } from './sessions.service.js';

/** Server-side sessions: started at sign-in, checked on every request (JwtStrategy) and socket, ended on demand. */
@Module({
  providers: [SessionsRepository, SessionsService, JwtStrategy],
  exports: [SessionsRepository, SessionsService, JwtStrategy],
})
export class SessionsModule {}
