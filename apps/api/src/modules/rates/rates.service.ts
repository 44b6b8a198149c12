import { Injectable } from '@nestjs/common';
import type { Page, RateDetail, RateListItem } from '@freight/shared';
import type { RateListQueryDto, SaveRateDto } from '@freight/shared/dto';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AppError } from '../../common/errors/app-error.js';
import { toPage } from '../../common/pagination/keyset.js';
import { todayIn } from '../../common/time/zoned-dates.js';
import { AuditService } from '../audit/audit.service.js';
import { isoDay, toRateDetail, toRateListItem } from './rate.mappers.js';
import { canEditService, RateValidation } from './rate-validation.js';
import { RateExportsRepository } from './rate-exports.repository.js';
import { RatesRepository } from './rates.repository.js';

@Injectable()
export class RatesService {
  constructor(
    private readonly rates: RatesRepository,
    private readonly exports: RateExportsRepository,
    private readonly validation: RateValidation,
    private readonly audit: AuditService,
  ) {}

  async list(user: AuthUser, q: RateListQueryDto): Promise<Page<RateListItem>> {
    const today = todayIn(user.timeZone);
    return toPage('rates', await this.rates.listPage(q, today), q.limit, q.sort, (r) =>
      toRateListItem(r, today, r.chargeCount),
    );
  }

  /** The filtered list, every page, as rows of the import template (one per charge). */
  async exportRows(user: AuthUser, q: RateListQueryDto, max: number) {
    const today = todayIn(user.timeZone);
    const total = await this.exports.countCharges(q, today);
    return { total, batches: this.exports.batches(q, today, max) };
  }

  async detail(user: AuthUser, id: string): Promise<RateDetail> {
    const row = await this.rates.findDetail(id);
    if (!row) throw new AppError('NOT_FOUND');
    const [versions, priced] = await Promise.all([this.rates.versions(row.rateKey), this.rates.pricedQuotations(id)]);
    return toRateDetail(
      row,
      todayIn(user.timeZone),
      versions,
      row.current && canEditService(user, row.service),
      priced,
    );
  }

  async create(user: AuthUser, dto: SaveRateDto): Promise<RateDetail> {
    const { data, charges } = await this.validation.check(user, dto);
    const id = await this.rates.transaction(async (tx) => {
      const created = await this.rates.create({ ...data, createdBy: user.id }, charges, tx);
      await this.audit.record(user, 'rate', created, 'insert', { after: { ...dto } }, tx);
      return created;
    });
    return this.detail(user, id);
  }

  /**
   * A version in force (or one that priced a quotation) is never changed: it is closed and the edit
   * becomes the next version, so what was quoted with it stays as quoted. A future, unused version is
   * replaced in place.
   */
  async update(user: AuthUser, id: string, dto: SaveRateDto): Promise<RateDetail> {
    const existing = await this.rates.findDetail(id);
    if (!existing) throw new AppError('NOT_FOUND');
    if (!existing.current)
      throw new AppError('RATE_NOT_CURRENT', {
        currentId: (await this.rates.versions(existing.rateKey)).find((v) => v.current)?.id ?? null,
      });
    if (!canEditService(user, existing.service))
      throw new AppError('PRICING_MODE_NOT_ALLOWED', { service: existing.service });
    const { data, charges } = await this.validation.check(user, dto);
    const today = todayIn(user.timeZone);
    const resultId = await this.rates.transaction(async (tx) => {
      if ((await this.rates.lockCurrent(tx, id)).length === 0) throw new AppError('RATE_NOT_CURRENT');
      const inForce = isoDay(existing.validFrom) <= today;
      const used = (await this.rates.countPricings(tx, id)) > 0;
      const before = {
        version: existing.version,
        validFrom: isoDay(existing.validFrom),
        validTo: isoDay(existing.validTo),
      };
      if (!inForce && !used) {
        await this.rates.replace(tx, id, data, charges);
        await this.audit.record(user, 'rate', id, 'update', { before, after: { ...dto } }, tx);
        return id;
      }
      const next = await this.rates.newVersion(
        tx,
        existing,
        { ...data, createdBy: user.id, ownerId: data.ownerId },
        charges,
      );
      if (!next) throw new AppError('RATE_NOT_CURRENT');
      await this.audit.record(
        user,
        'rate',
        next,
        'update',
        { before: { ...before, id }, after: { ...dto, version: existing.version + 1 } },
        tx,
      );
      return next;
    });
    return this.detail(user, resultId);
  }
}
