import { Injectable } from '@nestjs/common';
import type { NoteVisibility, QuotationNote, UserRef } from '@freight/shared';
import type { AddNoteDto } from '@freight/shared/dto';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AppError } from '../../common/errors/app-error.js';
import { QuotationPolicy } from '../quotations/quotation.policy.js';
import { RecordTypesService } from '../record-types/record-types.service.js';
import { NotesRepository } from './notes.repository.js';

type NoteRow = Awaited<ReturnType<NotesRepository['add']>>;

@Injectable()
export class NotesService {
  constructor(
    private readonly notes: NotesRepository,
    private readonly policy: QuotationPolicy,
    private readonly types: RecordTypesService,
  ) {}

  /** Newest first. */
  async list(user: AuthUser, reference: string): Promise<QuotationNote[]> {
    const q = await this.policy.findVisible(user, reference);
    const rows = await this.notes.listForQuotation(q.id);
    const users = await this.userRefs(rows.map((r) => r.createdBy));
    return rows.map((r) => toNote(r, users));
  }

  async add(user: AuthUser, reference: string, dto: AddNoteDto): Promise<QuotationNote> {
    const q = await this.policy.findVisible(user, reference);
    // @IsNotEmpty lets blanks through; a note of only spaces says nothing.
    if (!dto.text.trim())
      throw new AppError('VALIDATION_FAILED', { fields: [{ field: 'text', rules: ['isNotBlank'] }] });
    const noteTypeId = await this.types.requireOffered('note', dto.noteTypeId, 'noteTypeId');
    const row = await this.notes.add({
      quotationId: q.id,
      visibility: dto.visibility,
      noteTypeId,
      text: dto.text,
      createdBy: user.id,
    });
    return toNote(row, await this.userRefs([user.id]));
  }

  private async userRefs(ids: (string | null)[]): Promise<Map<string, UserRef>> {
    const known = ids.filter((id): id is string => id !== null);
    if (!known.length) return new Map();
    return new Map((await this.notes.userRefs(known)).map((u) => [u.id, u]));
  }
}

function toNote(row: NoteRow, users: ReadonlyMap<string, UserRef>): QuotationNote {
  return {
    id: row.id,
    visibility: row.visibility as NoteVisibility,
    noteType: row.noteType,
    text: row.text,
    createdBy: row.createdBy ? (users.get(row.createdBy) ?? null) : null,
    createdAt: row.createdAt.toISOString(),
  };
}
