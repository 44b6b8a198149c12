import { Module } from '@nestjs/common';
import { ChargeCodesController } from './charge-codes.controller.js';
import { ChargeCodesRepository } from './charge-codes.repository.js';
import { ChargeCodesService } from './charge-codes.service.js';

@Module({
  controllers: [ChargeCodesController],
  providers: [ChargeCodesRepository, ChargeCodesService],
  exports: [ChargeCodesRepository],
})
export class ChargeCodesModule {}
