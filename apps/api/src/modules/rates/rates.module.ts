import { Module } from '@nestjs/common';
import { CarrierSheetDryRunsRepository } from './carrier-sheets/carrier-sheet-dry-runs.repository.js';
import { CarrierSheetDryRunsService } from './carrier-sheets/carrier-sheet-dry-runs.service.js';
import { CarrierSheetImportService } from './carrier-sheets/carrier-sheet-import.service.js';
import { CarrierSheetsController } from './carrier-sheets/carrier-sheets.controller.js';
import { CarrierSheetsRepository } from './carrier-sheets/carrier-sheets.repository.js';
import { CarrierSheetsService } from './carrier-sheets/carrier-sheets.service.js';
import { RateBatchRepository } from './rate-batch.repository.js';
import { SheetLocationsRepository } from './carrier-sheets/sheet-locations.repository.js';
import { SheetLocationsService } from './carrier-sheets/sheet-locations.service.js';
import { CostToRateService } from './cost-to-rate.service.js';
import { ExchangeRatesRepository } from './exchange-rates.repository.js';
import { ExchangeRatesService } from './exchange-rates.service.js';
import { RateFinderController } from './finder/rate-finder.controller.js';
import { RateFinderService } from './finder/rate-finder.service.js';
import { RateImportService } from './import/rate-import.service.js';
import { RateExpiryProcessor } from './rate-expiry.processor.js';
import { RateExportsRepository } from './rate-exports.repository.js';
import { RatePricingService } from './rate-pricing.service.js';
import { RateSourcesRepository } from './rate-sources.repository.js';
import { RateValidation } from './rate-validation.js';
import { RatesController } from './rates.controller.js';
import { RatesRepository } from './rates.repository.js';
import { RatesService } from './rates.service.js';
import { SurchargesController } from './surcharges/surcharges.controller.js';
import { SurchargesRepository } from './surcharges/surcharges.repository.js';
import { SurchargesService } from './surcharges/surcharges.service.js';

/** Rates (versions, charges, brackets), the surcharge table, the exchange-rate table, import and export, carrier sheets, pricing from rates, the rate finder, expiry notices. */
@Module({
  controllers: [CarrierSheetsController, RatesController, SurchargesController, RateFinderController],
  providers: [
    RatesRepository,
    RateSourcesRepository,
    RateExportsRepository,
    RateValidation,
    RatesService,
    ExchangeRatesRepository,
    ExchangeRatesService,
    RatePricingService,
    RateExpiryProcessor,
    RateImportService,
    CostToRateService,
    SurchargesRepository,
    SurchargesService,
    CarrierSheetsRepository,
    CarrierSheetsService,
    CarrierSheetImportService,
    CarrierSheetDryRunsRepository,
    CarrierSheetDryRunsService,
    SheetLocationsRepository,
    RateBatchRepository,
    SheetLocationsService,
    RateFinderService,
  ],
  exports: [RatesRepository, ExchangeRatesService, RatePricingService, RateFinderService],
})
export class RatesModule {}
