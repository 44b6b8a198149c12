import { Global, Module } from '@nestjs/common';
import { DENIAL_RECORDER } from '../../common/errors/denial-recorder.js';
import { AuditController } from './audit.controller.js';
import { AuditRepository } from './audit.repository.js';
import { AuditService } from './audit.service.js';

/** Global: every module that changes state records it (the one-line `audit.record(...)`). */
@Global()
@Module({
  controllers: [AuditController],
  providers: [AuditRepository, AuditService, { provide: DENIAL_RECORDER, useExisting: AuditService }],
  exports: [AuditService, DENIAL_RECORDER],
})
export class AuditModule {}
