import { Module } from '@nestjs/common';
import { QuotationPolicy } from './quotation.policy.js';

@Module({
  providers: [QuotationPolicy],
  exports: [QuotationPolicy],
})
export class QuotationsModule {}
