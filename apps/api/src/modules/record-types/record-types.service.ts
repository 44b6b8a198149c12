import { Injectable } from '@nestjs/common';
import {
  isValidRecordTypeCode,
  RECORD_TYPE_CODE_LENGTHS,
  type Page,
  type RecordTypeItem,
  type RecordTypeKind,
  type RecordTypeOption,
} from '@freight/shared';
import type { RecordTypeDto, RecordTypeListQueryDto } from '@freight/shared/dto';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AppError } from '../../common/errors/app-error.js';
import { toPage } from '../../common/pagination/keyset.js';
import {
  RECORD_TYPE_LISTS,
  RecordTypesRepository,
  type RecordTypeRow,
  type WriteOutcome,
} from './record-types.repository.js';

const CODE_INVALID = { document: 'DOCUMENT_TYPE_CODE_INVALID', note: 'NOTE_TYPE_CODE_INVALID' } as const;
const CODE_TAKEN = { document: 'DOCUMENT_TYPE_CODE_TAKEN', note: 'NOTE_TYPE_CODE_TAKEN' } as const;
const TYPE_UNKNOWN = { document: 'DOCUMENT_TYPE_UNKNOWN', note: 'NOTE_TYPE_UNKNOWN' } as const;
const TYPE_INACTIVE = { document: 'DOCUMENT_TYPE_INACTIVE', note: 'NOTE_TYPE_INACTIVE' } as const;

/** Document types and note types: list, create, replace, activate/inactivate, and the active options forms offer. */
@Injectable()
export class RecordTypesService {
  constructor(private readonly types: RecordTypesRepository) {}

  async list(kind: RecordTypeKind, query: RecordTypeListQueryDto): Promise<Page<RecordTypeItem>> {
    const rows = await this.types.listPage(kind, query);
    const names = await this.types.userNames(rows.flatMap((r) => [r.createdBy, r.updatedBy]));
    return toPage(RECORD_TYPE_LISTS[kind], rows, query.limit, query.sort, (r) => toItem(r, names));
  }

  async get(kind: RecordTypeKind, id: string): Promise<RecordTypeItem> {
    const row = await this.types.find(kind, id);
    if (!row) throw new AppError('NOT_FOUND');
    return this.item(row);
  }

  async create(kind: RecordTypeKind, user: AuthUser, dto: RecordTypeDto): Promise<RecordTypeItem> {
    checkCode(kind, dto.code);
    return this.item(written(kind, await this.types.create(kind, dto, user.id)));
  }

  async update(kind: RecordTypeKind, user: AuthUser, id: string, dto: RecordTypeDto): Promise<RecordTypeItem> {
    checkCode(kind, dto.code);
    return this.item(written(kind, await this.types.update(kind, id, dto, user.id)));
  }

  /** Idempotent. An inactive type stays on the records that have it but is no longer offered. */
  async setActive(kind: RecordTypeKind, user: AuthUser, id: string, active: boolean): Promise<RecordTypeItem> {
    return this.item(written(kind, await this.types.setActive(kind, id, active, user.id)));
  }

  async options(kind: RecordTypeKind): Promise<RecordTypeOption[]> {
    return (await this.types.active(kind)).map(({ id, code, name, clientVisible, providerVisible }) => ({
      id,
      code,
      name,
      clientVisible,
      providerVisible,
    }));
  }

  /**
   * What a new document or note may carry: no type, or an existing active one. Throws
   * *_TYPE_UNKNOWN or *_TYPE_INACTIVE (with the field) before anything is written.
   */
  async requireOffered(kind: RecordTypeKind, id: string | null | undefined, field: string): Promise<string | null> {
    if (!id) return null;
    const row = await this.types.find(kind, id);
    if (!row) throw new AppError(TYPE_UNKNOWN[kind], { field, value: id });
    if (!row.active) throw new AppError(TYPE_INACTIVE[kind], { field, value: id, code: row.code });
    return row.id;
  }

  private async item(row: RecordTypeRow): Promise<RecordTypeItem> {
    return toItem(row, await this.types.userNames([row.createdBy, row.updatedBy]));
  }
}

function checkCode(kind: RecordTypeKind, code: string): void {
  if (!isValidRecordTypeCode(kind, code)) {
    throw new AppError(CODE_INVALID[kind], {
      field: 'code',
      value: code,
      lengths: [...RECORD_TYPE_CODE_LENGTHS[kind]],
    });
  }
}

function written(kind: RecordTypeKind, result: WriteOutcome): RecordTypeRow {
  if ('taken' in result) throw new AppError(CODE_TAKEN[kind], { field: 'code' });
  if ('missing' in result) throw new AppError('NOT_FOUND');
  return result.row;
}

function toItem(row: RecordTypeRow, names: Map<string, string>): RecordTypeItem {
  const who = (id: string | null) => (id ? { id, name: names.get(id) ?? '' } : null);
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    clientVisible: row.clientVisible,
    providerVisible: row.providerVisible,
    active: row.active,
    createdBy: who(row.createdBy),
    createdAt: row.createdAt.toISOString(),
    lastUpdatedBy: who(row.updatedBy),
    lastUpdatedAt: row.updatedAt.toISOString(),
  };
}
