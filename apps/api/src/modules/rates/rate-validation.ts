import { Injectable } from '@nestjs/common';
import {
  centsToString,
  fixedToString,
  parseFixed,
  QUANTITY_SCALE,
  rateFormProblems,
  toCents,
  RATE_FORM_SLOTS,
  SERVICE_MODE,
  type ErrorCode,
  type FieldError,
  type RateFormSlot,
  type Service,
} from '@freight/shared';
import type { SaveRateDto } from '@freight/shared/dto';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AppError } from '../../common/errors/app-error.js';
import { MODE_PERMISSION } from '../quotations/pricing-modes.js';
import { RatesRepository, type RateChargeWrite, type RateWrite } from './rates.repository.js';

/** PRICING_<MODE> limits which rates a pricing user may create or edit. */
export function canEditService(user: AuthUser, service: Service): boolean {
  return user.permissions.includes('PRICING') && user.permissions.includes(MODE_PERMISSION[SERVICE_MODE[service]]);
}

/** The error code of each of the form's slots. */
export const RATE_SLOT_CODES = {
  NO_CHARGES: 'RATE_NO_CHARGES',
  INVALID_CHARGES: 'RATE_INVALID_CHARGES',
  NO_RANGES: 'RATE_NO_RANGES',
  INVALID_RANGES: 'RATE_INVALID_RANGES',
} as const satisfies Record<RateFormSlot, ErrorCode>;

// Column text through the money module (the shared rules have refused more decimals than these).
const money = (n: number | null | undefined): string | null => (n == null ? null : centsToString(toCents(n)));
const measure = (n: number | null | undefined): string | null =>
  n == null ? null : fixedToString(parseFixed(n, QUANTITY_SCALE), QUANTITY_SCALE);

/** The shared rules (the form's four slots) plus what needs the database; refuses with the first slot's code. */
@Injectable()
export class RateValidation {
  constructor(private readonly rates: RatesRepository) {}

  async check(user: AuthUser, dto: SaveRateDto): Promise<{ data: RateWrite; charges: RateChargeWrite[] }> {
    if (!canEditService(user, dto.service)) throw new AppError('PRICING_MODE_NOT_ALLOWED', { service: dto.service });
    const { slots, fields } = rateFormProblems(dto);
    const slotSet = new Set(slots);
    const codeIds = [...new Set(dto.charges.flatMap((c) => (c.chargeCodeId ? [c.chargeCodeId] : [])))];
    const [codes, carrier, owner] = await Promise.all([
      this.rates.activeChargeCodes(codeIds),
      this.rates.activeCarrier(dto.carrierId),
      dto.ownerId && dto.ownerId !== user.id ? this.rates.pricingUser(dto.ownerId) : Promise.resolve({ id: user.id }),
    ]);
    const known = new Set(codes.map((c) => c.id));
    dto.charges.forEach((c, i) => {
      if (c.chargeCodeId && !known.has(c.chargeCodeId)) {
        fields.push({ field: `charges.${i}.chargeCodeId`, rules: ['notFound'] } satisfies FieldError);
        slotSet.add('INVALID_CHARGES');
      }
    });
    const ordered = RATE_FORM_SLOTS.filter((s) => slotSet.has(s));
    if (ordered.length)
      throw new AppError(RATE_SLOT_CODES[ordered[0]], { slots: ordered.map((s) => RATE_SLOT_CODES[s]), fields });
    if (fields.length) throw new AppError('VALIDATION_FAILED', { fields });
    if (!carrier) throw new AppError('RATE_CARRIER_UNKNOWN');
    if (!owner) throw new AppError('RATE_OWNER_NOT_ELIGIBLE');

    return rateWriteOf(dto, owner.id, user.id);
  }
}

/** A checked rate as its columns (text through the money module); the owner is already resolved. */
export function rateWriteOf(
  dto: SaveRateDto,
  ownerId: string,
  userId: string,
): { data: RateWrite; charges: RateChargeWrite[] } {
  const data: RateWrite = {
    direction: dto.direction,
    term: dto.term,
    transportMode: SERVICE_MODE[dto.service],
    service: dto.service,
    container: dto.container ?? null,
    originCode: dto.originCode,
    originName: dto.originName,
    destinationCode: dto.destinationCode,
    destinationName: dto.destinationName,
    validFrom: new Date(`${dto.validFrom}T00:00:00Z`),
    validTo: new Date(`${dto.validTo}T00:00:00Z`),
    cbmRatio: measure(dto.cbmRatio),
    description: dto.description,
    route: dto.route || null,
    transitDays: dto.transitDays ?? null,
    frequency: dto.frequency || null,
    comments: dto.comments || null,
    freeDays: dto.freeDays ?? null,
    stackable: dto.stackable ?? null,
    ownerId,
    carrierId: dto.carrierId,
    updatedBy: userId,
  };
  const charges: RateChargeWrite[] = dto.charges.map((c) => ({
    chargeCodeId: c.chargeCodeId!,
    description: c.description || null,
    currency: c.currency,
    calculator: c.calculator,
    amount: money(c.amount)!,
    unit: c.unit || null,
    freight: c.freight ?? false,
    rangeBasis: c.rangeBasis ?? null,
    minimumAmount: money(c.minimumAmount),
    minimumBelow: measure(c.minimumBelow),
    ranges: [...(c.ranges ?? [])]
      .sort((a, b) => a.from - b.from)
      .map((r) => ({ from: measure(r.from)!, to: measure(r.to), amount: money(r.amount)! })),
  }));
  return { data, charges };
}
