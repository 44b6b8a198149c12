import { Injectable } from '@nestjs/common';
import { PrismaService, type Tx } from '../../common/prisma/prisma.service.js';
import type { DocumentsService } from '../documents/documents.service.js';

/** A checked upload, as the documents module prepares it. */
type NewDocument = Awaited<ReturnType<DocumentsService['prepare']>>;

/** Unsent: staged by its uploader and on no quotation, operation or client record yet. */
const unsent = (userId: string) => ({ createdBy: userId, quotationId: null, clientId: null, operationId: null });

/** A client user's files uploaded for portal requests (issue 43), before a request claims them. */
@Injectable()
export class PortalDocumentsRepository {
  constructor(private readonly prisma: PrismaService) {}

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.prisma.transaction(work);
  }

  /** One upload of the user at a time until `tx` ends, so two concurrent uploads cannot both pass the cap. */
  async lockUser(tx: Tx, userId: string): Promise<void> {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`portal-files:${userId}`}, 0))`;
  }

  countUnsentSince(tx: Tx, userId: string, since: Date): Promise<number> {
    return tx.document.count({ where: { ...unsent(userId), createdAt: { gte: since } } });
  }

  create(tx: Tx, doc: NewDocument & { clientVisible: boolean }) {
    return tx.document.create({
      data: doc,
      select: { id: true, name: true, mimeType: true, sizeBytes: true, safetyDataSheet: true, createdAt: true },
    });
  }

  /** Which of `ids` are the user's own unsent uploads, with their safety-data-sheet flag. */
  ownUnsent(userId: string, ids: string[]) {
    return this.prisma.document.findMany({
      where: { ...unsent(userId), id: { in: ids } },
      select: { id: true, safetyDataSheet: true },
    });
  }
}
