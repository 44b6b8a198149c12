import { Injectable } from '@nestjs/common';
import {
  primaryContactIndex,
  primaryContactProblems,
  type Page,
  type ProviderDetail,
  type ProviderListItem,
} from '@freight/shared';
import type { CreateProviderDto, ProviderListQueryDto, UpdateProviderDto } from '@freight/shared/dto';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AppError } from '../../common/errors/app-error.js';
import { toPage } from '../../common/pagination/keyset.js';
import { toDetail, toListItem } from './provider.mappers.js';
import { ProvidersRepository } from './providers.repository.js';

@Injectable()
export class ProvidersService {
  constructor(private readonly providers: ProvidersRepository) {}

  async list(query: ProviderListQueryDto): Promise<Page<ProviderListItem>> {
    return toPage('providers', await this.providers.listPage(query), query.limit, query.sort, toListItem);
  }

  async get(id: string): Promise<ProviderDetail> {
    const row = await this.providers.findDetail(id);
    if (!row) throw new AppError('NOT_FOUND');
    return toDetail(row);
  }

  async create(user: AuthUser, dto: CreateProviderDto): Promise<ProviderDetail> {
    const problems = primaryContactProblems(dto.contacts);
    if (problems.length) throw new AppError('VALIDATION_FAILED', { fields: problems });
    const primary = primaryContactIndex(dto.contacts);
    const { contacts, ...fields } = dto;
    const row = await this.providers.create(
      fields,
      contacts.map((c, i) => ({ ...c, primary: i === primary })),
      user.id,
    );
    if (!row) throw new AppError('INTERNAL_ERROR');
    return toDetail(row);
  }

  async update(user: AuthUser, id: string, dto: UpdateProviderDto): Promise<ProviderDetail> {
    const row = await this.providers.update(id, dto, user.id);
    if (!row) throw new AppError('NOT_FOUND');
    return toDetail(row);
  }

  /** Idempotent: answers the provider in its new state whatever the old one was. */
  async setActive(user: AuthUser, id: string, active: boolean): Promise<ProviderDetail> {
    const row = await this.providers.setActive(id, active, user.id);
    if (!row) throw new AppError('NOT_FOUND');
    return toDetail(row);
  }
}
