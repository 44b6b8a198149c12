import { Injectable } from '@nestjs/common';
import { COMPANY_TIME_ZONE, PORTAL_DAILY_UNSENT_FILES, type PortalUploadedFile } from '@freight/shared';
import type { AttachmentRefDto, UploadDocumentDto } from '@freight/shared/dto';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AppError } from '../../common/errors/app-error.js';
import { startOfDayIn, todayIn } from '../../common/time/zoned-dates.js';
import { AuditService } from '../audit/audit.service.js';
import { DocumentsService } from '../documents/documents.service.js';
import type { UploadedFileData } from '../documents/upload.interceptor.js';
import { PortalDocumentsRepository } from './portal-documents.repository.js';
import { PortalPolicy } from './portal.policy.js';
import { PortalRequestsRepository } from './portal-requests.repository.js';

/**
 * Files a client attaches to its portal request (issue 43). The upload goes through the documents
 * module's checks (size, type, name, sniffed off the event loop) and is kept unsent, visible to its
 * uploader only, until a request claims it in its creating transaction (then client-visible on it).
 */
@Injectable()
export class PortalDocumentsService {
  constructor(
    private readonly repo: PortalDocumentsRepository,
    private readonly requests: PortalRequestsRepository,
    private readonly policy: PortalPolicy,
    private readonly documents: DocumentsService,
    private readonly audit: AuditService,
  ) {}

  async upload(
    user: AuthUser,
    file: UploadedFileData | undefined,
    form: UploadDocumentDto,
  ): Promise<PortalUploadedFile> {
    const client = await this.requests.settings(this.policy.clientOf(user));
    if (!client.portalSelfQuoting) throw new AppError('CLIENT_REQUESTS_DISABLED');
    const doc = await this.documents.prepare(user, file, form);
    const since = startOfDayIn(todayIn(COMPANY_TIME_ZONE), COMPANY_TIME_ZONE);
    const row = await this.repo.transaction(async (tx) => {
      await this.repo.lockUser(tx, user.id);
      if ((await this.repo.countUnsentSince(tx, user.id, since)) >= PORTAL_DAILY_UNSENT_FILES)
        throw new AppError('CLIENT_FILES_LIMIT_REACHED', { limit: PORTAL_DAILY_UNSENT_FILES });
      // The client sent it: it sees it on its quotation, as staff do.
      const created = await this.repo.create(tx, { ...doc, clientVisible: true });
      // What was uploaded (name, type, size), never its bytes; committed with the file.
      const { name, mimeType, sizeBytes, safetyDataSheet } = created;
      await this.audit.record(
        user,
        'document',
        created.id,
        'insert',
        { after: { name, mimeType, sizeBytes, safetyDataSheet } },
        tx,
      );
      return created;
    });
    return { ...row, createdAt: row.createdAt.toISOString() };
  }

  /**
   * The request's attachments as the quotation creation claims them. Any id that is not the user's own
   * unsent upload answers 404 before anything is created (another client's file is not even revealed).
   */
  async attachments(user: AuthUser, ids: readonly string[] = []): Promise<AttachmentRefDto[]> {
    if (!ids.length) return [];
    const own = await this.repo.ownUnsent(user.id, [...ids]);
    if (own.length !== ids.length) throw new AppError('NOT_FOUND');
    const flags = new Map(own.map((d) => [d.id, d.safetyDataSheet]));
    return ids.map((documentId) => ({ documentId, safetyDataSheet: flags.get(documentId) ?? false }));
  }
}
