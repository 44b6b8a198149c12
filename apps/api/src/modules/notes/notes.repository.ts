import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../common/prisma/prisma.service.js';

const noteSelect = {
  id: true,
  visibility: true,
  noteType: { select: { id: true, code: true, name: true, active: true } },
  text: true,
  createdBy: true,
  createdAt: true,
} as const;

/** Notes are only ever added and read: no update or delete exists (spec section 3). */
@Injectable()
export class NotesRepository {
  constructor(private readonly prisma: PrismaService) {}

  listForQuotation(quotationId: string) {
    return this.prisma.quotationNote.findMany({
      where: { quotationId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      select: noteSelect,
    });
  }

  /** Adds a note and logs it, in one transaction. The log names the visibility only, never the text. */
  add(note: { quotationId: string; visibility: string; noteTypeId: string | null; text: string; createdBy: string }) {
    return this.prisma.transaction(async (tx) => {
      const row = await tx.quotationNote.create({ data: note, select: noteSelect });
      await tx.quotationEvent.create({
        data: { quotationId: note.quotationId, userId: note.createdBy, kind: 'NOTE_ADDED', detail: note.visibility },
      });
      return row;
    });
  }

  userRefs(ids: string[]) {
    return this.prisma.user.findMany({
      where: { id: { in: [...new Set(ids)] } },
      select: { id: true, code: true, name: true },
    });
  }
}
