import { Injectable } from '@nestjs/common';
import type { Page, SurchargeItem } from '@freight/shared';
import type { SaveSurchargeDto, SurchargeListQueryDto, SurchargePeriodDto } from '@freight/shared/dto';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { AppError } from '../../../common/errors/app-error.js';
import { toPage } from '../../../common/pagination/keyset.js';
import { todayIn } from '../../../common/time/zoned-dates.js';
import { AuditService } from '../../audit/audit.service.js';
import { dayDate } from '../rate.mappers.js';
import { toPeriodWrite, toSurchargeItem } from './surcharge.mappers.js';
import { SurchargesRepository, type SurchargeRow, type SurchargeWrite } from './surcharges.repository.js';

/** The surcharge table (issue 44): pricing keeps it; the rate calculator applies it (RatePricingService). */
@Injectable()
export class SurchargesService {
  constructor(
    private readonly surcharges: SurchargesRepository,
    private readonly audit: AuditService,
  ) {}

  async list(user: AuthUser, q: SurchargeListQueryDto): Promise<Page<SurchargeItem>> {
    const today = todayIn(user.timeZone);
    return toPage('surcharges', await this.surcharges.listPage(q), q.limit, q.sort, (r) => toSurchargeItem(r, today));
  }

  async detail(user: AuthUser, id: string): Promise<SurchargeItem> {
    return toSurchargeItem(found(await this.surcharges.find(id)), todayIn(user.timeZone));
  }

  async create(user: AuthUser, dto: SaveSurchargeDto): Promise<SurchargeItem> {
    await this.check(dto);
    const row = await this.surcharges.create(write(dto), dto.periods.map(toPeriodWrite), user.id);
    await this.audit.record(user, 'surcharge', row.id, 'insert', { after: { ...dto } });
    return toSurchargeItem(row, todayIn(user.timeZone));
  }

  async update(user: AuthUser, id: string, dto: SaveSurchargeDto): Promise<SurchargeItem> {
    await this.check(dto);
    const row = found(await this.surcharges.update(id, write(dto), dto.periods.map(toPeriodWrite), user.id));
    await this.audit.record(user, 'surcharge', id, 'update', { after: { ...dto } });
    return toSurchargeItem(row, todayIn(user.timeZone));
  }

  /** A fuel or bunker table's change: the amount from a day on, as one entry (a day already there gets the new amount). */
  async putPeriod(user: AuthUser, id: string, dto: SurchargePeriodDto): Promise<SurchargeItem> {
    const current = found(await this.surcharges.find(id));
    const from = dayDate(dto.from);
    if (from < current.validFrom || (current.validTo && from > current.validTo))
      throw new AppError('SURCHARGE_DATES_INVALID', { fields: [{ field: 'from', rules: ['insideValidity'] }] });
    const row = found(await this.surcharges.putPeriod(id, toPeriodWrite(dto), user.id));
    await this.audit.record(user, 'surcharge', id, 'update', { after: { period: { ...dto } } });
    return toSurchargeItem(row, todayIn(user.timeZone));
  }

  private async check(dto: SaveSurchargeDto): Promise<void> {
    const to = dto.validTo ?? null;
    const days = dto.periods.map((p) => p.from);
    const outside = days.some((d) => d < dto.validFrom || (to !== null && d > to));
    if ((to !== null && to < dto.validFrom) || outside || new Set(days).size !== days.length)
      throw new AppError('SURCHARGE_DATES_INVALID', { fields: [{ field: 'periods', rules: ['insideValidity'] }] });
    if (!(await this.surcharges.chargeCodeActive(dto.chargeCodeId)))
      throw new AppError('SURCHARGE_CHARGE_CODE_UNKNOWN');
    if (dto.carrierId && !(await this.surcharges.carrierActive(dto.carrierId)))
      throw new AppError('RATE_CARRIER_UNKNOWN');
  }
}

function found(row: SurchargeRow | null): SurchargeRow {
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

function write(dto: SaveSurchargeDto): SurchargeWrite {
  return {
    chargeCodeId: dto.chargeCodeId,
    description: dto.description || null,
    basis: dto.basis,
    currency: dto.currency,
    validFrom: dayDate(dto.validFrom),
    validTo: dto.validTo ? dayDate(dto.validTo) : null,
    carrierId: dto.carrierId ?? null,
    services: [...new Set(dto.services)],
    containers: [...new Set(dto.containers)],
    originCodes: [...new Set(dto.originCodes)],
    originCountries: [...new Set(dto.originCountries)],
    destinationCodes: [...new Set(dto.destinationCodes)],
    destinationCountries: [...new Set(dto.destinationCountries)],
    active: dto.active,
  };
}
