import { Injectable } from '@nestjs/common';
import type { Page, Service, StandardNoteItem } from '@freight/shared';
import type { StandardNoteDto, StandardNoteListQueryDto } from '@freight/shared/dto';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AppError } from '../../common/errors/app-error.js';
import { toPage } from '../../common/pagination/keyset.js';
import { StandardNotesRepository } from './standard-notes.repository.js';

type Row = Awaited<ReturnType<StandardNotesRepository['create']>>;

@Injectable()
export class StandardNotesService {
  constructor(private readonly notes: StandardNotesRepository) {}

  async list(query: StandardNoteListQueryDto): Promise<Page<StandardNoteItem>> {
    return toPage('standard-notes', await this.notes.listPage(query), query.limit, query.sort, toNoteItem);
  }

  async create(user: AuthUser, dto: StandardNoteDto): Promise<StandardNoteItem> {
    return toNoteItem(await this.notes.create(dto, user.id));
  }

  async update(user: AuthUser, id: string, dto: StandardNoteDto): Promise<StandardNoteItem> {
    return toNoteItem(found(await this.notes.update(id, dto, user.id)));
  }

  /** Idempotent. Inactive notes stay on the quotations that have them but are no longer added. */
  async setActive(user: AuthUser, id: string, active: boolean): Promise<StandardNoteItem> {
    return toNoteItem(found(await this.notes.setActive(id, active, user.id)));
  }

  /** The mandatory notes of a service, as the API shows notes (see the repository's mandatoryFor). */
  async mandatoryFor(service: Service): Promise<StandardNoteItem[]> {
    return (await this.notes.mandatoryFor(service)).map(toNoteItem);
  }
}

function found(row: Row | null): Row {
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export function toNoteItem(row: Row): StandardNoteItem {
  return {
    id: row.id,
    name: row.name,
    value: row.value,
    mandatory: row.mandatory,
    services: row.services as Service[],
    active: row.active,
    updatedAt: row.updatedAt.toISOString(),
  };
}
