import { Injectable } from '@nestjs/common';
import type { ChargeCodeItem, Page } from '@freight/shared';
import type { ChargeCodeDto, ChargeCodeListQueryDto } from '@freight/shared/dto';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AppError } from '../../common/errors/app-error.js';
import { toPage } from '../../common/pagination/keyset.js';
import { ChargeCodesRepository } from './charge-codes.repository.js';

type Row = NonNullable<Awaited<ReturnType<ChargeCodesRepository['setActive']>>>;

@Injectable()
export class ChargeCodesService {
  constructor(private readonly codes: ChargeCodesRepository) {}

  async list(query: ChargeCodeListQueryDto): Promise<Page<ChargeCodeItem>> {
    return toPage('charge-codes', await this.codes.listPage(query), query.limit, query.sort, toItem);
  }

  async create(user: AuthUser, dto: ChargeCodeDto): Promise<ChargeCodeItem> {
    const row = await this.codes.create(dto, user.id);
    if (!row) throw new AppError('INTERNAL_ERROR');
    return toItem(row);
  }

  async update(user: AuthUser, id: string, dto: ChargeCodeDto): Promise<ChargeCodeItem> {
    return toItem(found(await this.codes.update(id, dto, user.id)));
  }

  /** Idempotent. An inactive code stays on past costs and sells but is no longer offered. */
  async setActive(user: AuthUser, id: string, active: boolean): Promise<ChargeCodeItem> {
    return toItem(found(await this.codes.setActive(id, active, user.id)));
  }
}

function found(row: Row | null): Row {
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

function toItem(row: Row): ChargeCodeItem {
  return {
    id: row.id,
    concept: row.concept,
    description: row.description,
    descriptionEn: row.descriptionEn,
    descriptionPt: row.descriptionPt,
    taxed: row.taxed,
    air: row.air,
    sea: row.sea,
    road: row.road,
    express: row.express,
    insurance: row.insurance,
    active: row.active,
    updatedAt: row.updatedAt.toISOString(),
  };
}
