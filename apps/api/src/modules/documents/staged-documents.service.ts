import { Injectable } from '@nestjs/common';
import type { FieldError } from '@freight/shared';
import { AppError } from '../../common/errors/app-error.js';
import type { Tx } from '../../common/prisma/prisma.service.js';
import { DocumentsRepository } from './documents.repository.js';

/** Shaped like CreateQuotationDto.attachments, so the request's list can be passed as it is. */
export type StagedAttachment = { documentId: string; safetyDataSheet?: boolean };

export type StagedDocumentsClaim = {
  /** The user creating the quotation: only documents they staged themselves can be claimed. */
  userId: string;
  quotationId: string;
  clientId: string | null;
  attachments: readonly StagedAttachment[];
};

/**
 * Attaches documents staged through POST /app/v1/documents to a quotation being created. Kept apart
 * from DocumentsService (which needs QuotationPolicy) so QuotationsModule can import it without a cycle.
 */
@Injectable()
export class StagedDocumentsService {
  constructor(private readonly documents: DocumentsRepository) {}

  /**
   * Call inside the quotation's creation transaction. Each attachment must be a document the user
   * staged and nobody has claimed yet (not another user's, not on a quotation, not listed twice);
   * otherwise it throws VALIDATION_FAILED naming `attachments.<i>.documentId` and the caller's
   * transaction rolls back. `safetyDataSheet`, when given, replaces the flag set at upload.
   * Returns the claimed document ids.
   */
  async claim(tx: Tx, claim: StagedDocumentsClaim): Promise<string[]> {
    const problems: FieldError[] = [];
    for (const [i, a] of claim.attachments.entries()) {
      const claimed = await this.documents.claimStaged(tx, a.documentId, {
        ...claim,
        safetyDataSheet: a.safetyDataSheet,
      });
      if (!claimed) problems.push({ field: `attachments.${i}.documentId`, rules: ['isOwnStagedDocument'] });
    }
    if (problems.length) throw new AppError('VALIDATION_FAILED', { fields: problems });
    return claim.attachments.map((a) => a.documentId);
  }
}
