import { Module } from '@nestjs/common';
import { SessionsRepository } from './sessions.repository.js';
import { SessionsService } from './sessions.service.js';

/** Server-side sessions: started at sign-in, checked on every request and socket, ended on demand. */
@Module({
  providers: [SessionsRepository, SessionsService],
  exports: [SessionsRepository, SessionsService],
})
export class SessionsModule {}
