import { Module } from '@nestjs/common';
import { SellsModule } from '../sells/sells.module.js';
import { RuleSendProcessor } from './rule-send.processor.js';
import { RuleSendRepository } from './rule-send.repository.js';

/** The worker that sends rule-priced quotations; apart from RulesModule so quotations do not depend on sells. */
@Module({ imports: [SellsModule], providers: [RuleSendProcessor, RuleSendRepository], exports: [RuleSendProcessor] })
export class RuleSendModule {}
