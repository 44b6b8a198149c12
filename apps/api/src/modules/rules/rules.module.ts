import { Module } from '@nestjs/common';
import { RatesModule } from '../rates/rates.module.js';
import { AutoPricingRepository } from './auto-pricing.repository.js';
import { AutoPricingService } from './auto-pricing.service.js';
import { InstantQuoteController } from './instant-quote.controller.js';
import { InstantQuoteService } from './instant-quote.service.js';
import { QuotationRulesController } from './quotation-rules.controller.js';
import { QuotationRulesRepository } from './quotation-rules.repository.js';
import { QuotationRulesService } from './quotation-rules.service.js';

/** Quotation rules (CRUD, test panel) and the engine that evaluates them on every new request. */
@Module({
  imports: [RatesModule],
  controllers: [QuotationRulesController, InstantQuoteController],
  providers: [
    QuotationRulesRepository,
    QuotationRulesService,
    AutoPricingRepository,
    AutoPricingService,
    InstantQuoteService,
  ],
  exports: [AutoPricingService, QuotationRulesRepository],
})
export class RulesModule {}
