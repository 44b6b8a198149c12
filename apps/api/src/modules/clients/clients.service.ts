import { Injectable } from '@nestjs/common';
import type { ClientDetail, ClientListItem, Page, TaxIdValidation, UserRef } from '@freight/shared';
import type { ClientDto, ClientListQueryDto, ClientPortalSettingsDto, ValidateTaxIdDto } from '@freight/shared/dto';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AppError } from '../../common/errors/app-error.js';
import { mapRows } from '../../common/export/map-rows.js';
import { ifDuplicate } from '../../common/prisma/db-refusal.js';
import { toPage } from '../../common/pagination/keyset.js';
import { ClientAssignmentsService } from './client-assignments.service.js';
import { toClientDetail, toClientListItem } from './client.mappers.js';
import { checkCreditDays, commercialChange, validTaxId } from './client-rules.js';
import { ClientsRepository, type ClientFields } from './clients.repository.js';
import { AuditService } from '../audit/audit.service.js';

@Injectable()
export class ClientsService {
  constructor(
    private readonly clients: ClientsRepository,
    private readonly assignments: ClientAssignmentsService,
    private readonly audit: AuditService,
  ) {}

  async list(query: ClientListQueryDto): Promise<Page<ClientListItem>> {
    return toPage('clients', await this.clients.listPage(query), query.limit, query.sort, toClientListItem);
  }

  /** An export of the filtered list: its row count, then its rows in batches. */
  async exportRows(query: ClientListQueryDto, max: number) {
    const total = await this.clients.countUpTo(query, max);
    return { total, batches: mapRows(this.clients.exportBatches(query, total), toClientListItem) };
  }

  async get(id: string): Promise<ClientDetail> {
    const row = await this.clients.findDetail(id);
    if (!row) throw new AppError('NOT_FOUND');
    const users = await this.clients.userRefs([row.createdBy, row.updatedBy, ...row.operatives.map((o) => o.userId)]);
    return toClientDetail(row, new Map(users.map((u): [string, UserRef] => [u.id, u])));
  }

  /** "Not found" (may create) or "exists" with the client's names; a malformed number is TAX_ID_INVALID. */
  async validateTaxId(dto: ValidateTaxIdDto): Promise<TaxIdValidation> {
    const taxId = validTaxId(dto.country, dto.taxId);
    const client = await this.clients.findByTaxId(dto.country, taxId);
    return client ? { status: 'EXISTS', taxId, client } : { status: 'NOT_FOUND', taxId };
  }

  /** The unique index on (country, normalised tax id) decides: of racing creations exactly one wins, the rest get CLIENT_EXISTS. */
  async create(user: AuthUser, dto: ClientDto): Promise<ClientDetail> {
    const fields = await this.fields(dto);
    const id = await this.uniqueTaxId(fields, () =>
      this.clients.transaction(async (tx) => {
        const { id } = await this.clients.create(tx, fields, dto.expressRates, user.id);
        await this.audit.record(
          user,
          'client',
          id,
          'insert',
          { after: { tradeName: fields.tradeName, taxId: fields.taxId, commercialId: fields.commercialId ?? null } },
          tx,
        );
        if (fields.commercialId)
          await this.clients.logAssignments(
            tx,
            id,
            [{ role: 'COMMERCIAL', action: 'ASSIGNED', userId: fields.commercialId }],
            user.id,
          );
        return id;
      }),
    );
    return this.get(id);
  }

  async update(user: AuthUser, id: string, dto: ClientDto): Promise<ClientDetail> {
    const fields = await this.fields(dto);
    await this.uniqueTaxId(fields, () =>
      this.clients.transaction(async (tx) => {
        const current = await this.clients.lock(tx, id);
        if (!current) throw new AppError('NOT_FOUND');
        await this.clients.update(tx, id, fields, dto.expressRates, user.id);
        await this.clients.logAssignments(tx, id, commercialChange(current.commercialId, fields.commercialId), user.id);
      }),
    );
    return this.get(id);
  }

  /** The client's portal switches (self-quoting, instant prices, daily limit, operation on acceptance), set by an administrator. */
  async updatePortalSettings(user: AuthUser, id: string, dto: ClientPortalSettingsDto): Promise<ClientDetail> {
    await this.clients.transaction(async (tx) => {
      const before = await this.clients.updatePortalSettings(tx, id, dto, user.id);
      if (!before) throw new AppError('NOT_FOUND');
      await this.audit.record(
        user,
        'client',
        id,
        'update',
        {
          before: {
            portalSelfQuoting: before.portalSelfQuoting,
            portalInstantPrices: before.portalInstantPrices,
            portalDailyRequestLimit: before.portalDailyRequestLimit,
            portalOpensOperation: before.portalOpensOperation,
          },
          after: {
            portalSelfQuoting: dto.selfQuoting,
            portalInstantPrices: dto.instantPrices,
            portalDailyRequestLimit: dto.dailyRequestLimit,
            portalOpensOperation: dto.opensOperation,
          },
        },
        tx,
      );
    });
    return this.get(id);
  }

  private async fields(dto: ClientDto): Promise<ClientFields> {
    const taxId = validTaxId(dto.country, dto.taxId);
    const creditDays = checkCreditDays(dto);
    const commercialId = dto.commercialId ?? null;
    if (commercialId) await this.assignments.ensureEligible('COMMERCIAL', [commercialId]);
    const { expressRates: _rates, ...rest } = dto;
    return { ...rest, taxId, creditDays, commercialId, cwCode: dto.cwCode ?? null };
  }

  private uniqueTaxId<T>({ country, taxId }: Pick<ClientFields, 'country' | 'taxId'>, write: () => Promise<T>) {
    return ifDuplicate(write, async () => {
      const existing = await this.clients.findByTaxId(country, taxId);
      return new AppError('CLIENT_EXISTS', { field: 'taxId', taxId, client: existing });
    });
  }
}
