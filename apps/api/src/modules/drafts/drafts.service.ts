import { Injectable } from '@nestjs/common';
import type { Draft, DraftSummary, DraftType, Page } from '@freight/shared';
import type { DraftListQueryDto, SaveDraftDto } from '@freight/shared/dto';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AppError } from '../../common/errors/app-error.js';
import { toPage } from '../../common/pagination/keyset.js';
import { DraftsRepository } from './drafts.repository.js';

type SummaryRow = { id: string; type: string; name: string; summary: string; updatedAt: Date };
type DraftRow = SummaryRow & { data: unknown };

/** Drafts are private to their author: every method works on the caller's own drafts only. */
@Injectable()
export class DraftsService {
  constructor(private readonly drafts: DraftsRepository) {}

  async list(user: AuthUser, query: DraftListQueryDto): Promise<Page<DraftSummary>> {
    return toPage('drafts', await this.drafts.listPage(user.id, query), query.limit, 'updatedAt', toSummary);
  }

  async get(user: AuthUser, id: string): Promise<Draft> {
    return toDraft(found(await this.drafts.find(user.id, id)));
  }

  async create(user: AuthUser, dto: SaveDraftDto): Promise<Draft> {
    return toDraft(await this.drafts.create(user.id, dto));
  }

  async replace(user: AuthUser, id: string, dto: SaveDraftDto): Promise<Draft> {
    return toDraft(found(await this.drafts.replace(user.id, id, dto)));
  }

  async delete(user: AuthUser, id: string): Promise<void> {
    if (!(await this.drafts.delete(user.id, id))) throw new AppError('NOT_FOUND');
  }
}

function found<T>(row: T | null): T {
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

function toSummary(row: SummaryRow): DraftSummary {
  return {
    id: row.id,
    type: row.type as DraftType,
    name: row.name,
    summary: row.summary,
    date: row.updatedAt.toISOString(),
  };
}

function toDraft(row: DraftRow): Draft {
  return { ...toSummary(row), data: row.data as Record<string, unknown> };
}
