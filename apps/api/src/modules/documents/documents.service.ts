import { Injectable } from '@nestjs/common';
import type { DocumentInfo, UserRef } from '@freight/shared';
import type { UpdateDocumentDto, UploadDocumentDto } from '@freight/shared/dto';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AppError } from '../../common/errors/app-error.js';
import { QuotationPolicy } from '../quotations/quotation.policy.js';
import { RecordTypesService } from '../record-types/record-types.service.js';
import { toDocumentInfo } from './document-info.js';
import { DocumentsRepository, type NewDocument } from './documents.repository.js';
import { inspectUpload } from './file-check.js';
import type { UploadedFileData } from './upload.interceptor.js';

export type DocumentContent = { name: string; mimeType: string; data: Uint8Array };

@Injectable()
export class DocumentsService {
  constructor(
    private readonly documents: DocumentsRepository,
    private readonly policy: QuotationPolicy,
    private readonly types: RecordTypesService,
  ) {}

  /** A file for a request form still being filled: only its uploader sees it until a quotation claims it. */
  async stage(user: AuthUser, file: UploadedFileData | undefined, form: UploadDocumentDto): Promise<DocumentInfo> {
    const doc = await this.prepare(user, file, form);
    return this.withUsers(await this.documents.create(doc));
  }

  async upload(
    user: AuthUser,
    reference: string,
    file: UploadedFileData | undefined,
    form: UploadDocumentDto,
  ): Promise<DocumentInfo> {
    const q = await this.policy.findVisible(user, reference);
    const doc = await this.prepare(user, file, form);
    return this.withUsers(await this.documents.createForQuotation({ ...doc, quotationId: q.id, clientId: q.clientId }));
  }

  async list(user: AuthUser, reference: string): Promise<DocumentInfo[]> {
    const q = await this.policy.findVisible(user, reference);
    const rows = await this.documents.listForQuotation(q.id);
    const users = await this.userRefs(rows.map((r) => r.createdBy));
    return rows.map((r) => toDocumentInfo(r, users));
  }

  async update(user: AuthUser, reference: string, id: string, dto: UpdateDocumentDto): Promise<DocumentInfo> {
    const q = await this.policy.findVisible(user, reference);
    const row = await this.documents.updateVisibility(
      id,
      q.id,
      { clientVisible: dto.clientVisible, providerVisible: dto.providerVisible },
      user.id,
    );
    if (!row) throw new AppError('NOT_FOUND');
    return this.withUsers(row);
  }

  /** A staged document to its uploader only; an attached one to whoever can see its quotation; else 404. */
  async content(user: AuthUser, id: string): Promise<DocumentContent> {
    const doc = await this.documents.findAccess(id);
    if (!doc) throw new AppError('NOT_FOUND');
    if (doc.quotation) await this.policy.findVisible(user, doc.quotation.reference);
    // An operation's file downloads through its operation's route (OPERATIVE), never as a staged one.
    else if (doc.operationId || doc.createdBy !== user.id) throw new AppError('NOT_FOUND');
    const content = await this.documents.findContent(id);
    if (!content) throw new AppError('NOT_FOUND');
    return content;
  }

  /** Checks the file (throws with a stable code, storing nothing) and builds the row to insert. */
  async prepare(user: AuthUser, file: UploadedFileData | undefined, form: UploadDocumentDto): Promise<NewDocument> {
    if (!file) throw new AppError('VALIDATION_FAILED', { fields: [{ field: 'file', rules: ['isDefined'] }] });
    const checked = await inspectUpload(file.originalname, file.buffer);
    const documentTypeId = await this.types.requireOffered('document', form.documentTypeId, 'documentTypeId');
    return {
      name: checked.name,
      mimeType: checked.mimeType,
      sizeBytes: checked.sizeBytes,
      sha256: checked.sha256,
      // The bytes the sniffing worker handed back (multer's buffer was handed to it).
      data: checked.bytes,
      safetyDataSheet: form.safetyDataSheet ?? false,
      documentTypeId,
      createdBy: user.id,
      quotationId: null,
      clientId: null,
    };
  }

  async withUsers(row: Parameters<typeof toDocumentInfo>[0]): Promise<DocumentInfo> {
    return toDocumentInfo(row, await this.userRefs([row.createdBy]));
  }

  async userRefs(ids: string[]): Promise<Map<string, UserRef>> {
    if (!ids.length) return new Map();
    return new Map((await this.documents.userRefs(ids)).map((u) => [u.id, u]));
  }
}
