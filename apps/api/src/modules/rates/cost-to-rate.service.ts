import { Injectable } from '@nestjs/common';
import {
  centsToNumber,
  parseFixed,
  QUANTITY_SCALE,
  roundToCents,
  toCents,
  type ContainerType,
  type Currency,
  type RateCalculator,
  type RateDetail,
  type Service,
} from '@freight/shared';
import type { SaveCostAsRateDto, SaveRateDto } from '@freight/shared/dto';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AppError } from '../../common/errors/app-error.js';
import { RateValidation } from './rate-validation.js';
import { RateSourcesRepository } from './rate-sources.repository.js';
import { RatesRepository } from './rates.repository.js';
import { RatesService } from './rates.service.js';

/** How a cost charge of `quantity` units reads as a rate charge for the quotation's service. */
const UNIT_CALCULATOR: Record<Service, RateCalculator> = {
  SEA_FCL: 'PER_CONTAINER',
  SEA_LCL: 'PER_M3',
  SEA_RORO: 'PER_M3',
  AIR_LSE: 'PER_CHARGEABLE_KG',
  AIR_ULD: 'PER_CHARGEABLE_KG',
  ROAD_LTL: 'PER_CHARGEABLE_KG',
  ROAD_FTL: 'PER_UNIT',
  EXPRESS: 'PER_CHARGEABLE_KG',
};

/**
 * "Save as rate" on the pricing cost panel: an agent's answered cost becomes a rate of the
 * quotation's lane and service, with the agent as carrier and the validity given (once per cost).
 * A charge of one unit is flat; others keep their amount per unit under the service's calculator.
 */
@Injectable()
export class CostToRateService {
  constructor(
    private readonly sources: RateSourcesRepository,
    private readonly rates: RatesRepository,
    private readonly validation: RateValidation,
    private readonly service: RatesService,
  ) {}

  async save(user: AuthUser, costId: string, dto: SaveCostAsRateDto): Promise<RateDetail> {
    const cost = await this.sources.costForRate(costId);
    if (!cost) throw new AppError('NOT_FOUND');
    const importKey = `cost:${cost.id}`;
    if ((await this.sources.takenImportKeys([importKey])).size) throw new AppError('COST_ALREADY_SAVED_AS_RATE');
    const q = cost.quotation;
    if (!q.originCode || !q.destinationCode)
      throw new AppError('VALIDATION_FAILED', { fields: [{ field: 'originCode', rules: ['required'] }] });
    const containers = Array.isArray(q.containers) ? (q.containers as { type: ContainerType }[]) : [];
    const body: SaveRateDto = {
      direction: 'BUY',
      term: 'SPOT',
      service: q.service,
      container: q.service === 'SEA_FCL' ? (containers[0]?.type ?? null) : null,
      originCode: q.originCode,
      originName: q.originName ?? q.originCode,
      destinationCode: q.destinationCode,
      destinationName: q.destinationName ?? q.destinationCode,
      validFrom: dto.validFrom,
      validTo: dto.validTo,
      description: cost.description,
      route: cost.route,
      transitDays: cost.transitDays,
      freeDays: cost.freeDays,
      comments: cost.comments,
      carrierId: cost.providerId,
      charges: cost.charges.map((c) => {
        const perUnit = parseFixed(c.quantity, QUANTITY_SCALE) !== 1000n;
        return {
          chargeCodeId: c.chargeCodeId,
          description: c.description,
          currency: c.currency as Currency,
          calculator: perUnit ? UNIT_CALCULATOR[q.service] : 'FLAT',
          // A rate's amount has cents: a per-unit amount of 4 decimals is rounded once (0.1234 → 0.12).
          amount: centsToNumber(perUnit ? roundToCents(c.amountPerUnit) : toCents(c.total)),
          freight: false,
          ranges: [],
        };
      }),
    };
    const { data, charges } = await this.validation.check(user, body);
    const id = await this.rates.create({ ...data, importKey, createdBy: user.id }, charges);
    return this.service.detail(user, id);
  }
}
