import { Injectable } from '@nestjs/common';
import type { DocumentInfo, UserRef } from '@freight/shared';
import type { ClientDocumentUploadDto, UpdateDocumentDto } from '@freight/shared/dto';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AppError } from '../../common/errors/app-error.js';
import { toDocumentInfo } from '../documents/document-info.js';
import { inspectUpload } from '../documents/file-check.js';
import type { UploadedFileData } from '../documents/upload.interceptor.js';
import { RecordTypesService } from '../record-types/record-types.service.js';
import { ClientContactsRepository } from './client-contacts.repository.js';
import { ClientDocumentsRepository, type StoredFile } from './client-documents.repository.js';

/** Same checks as quotation documents (20 MB, content-checked types, sanitised names). */
@Injectable()
export class ClientDocumentsService {
  constructor(
    private readonly documents: ClientDocumentsRepository,
    private readonly contacts: ClientContactsRepository,
    private readonly types: RecordTypesService,
  ) {}

  async list(clientId: string): Promise<DocumentInfo[]> {
    await this.ensureClient(clientId);
    const rows = await this.documents.list(clientId);
    const users = await this.userRefs(rows.map((r) => r.createdBy));
    return rows.map((r) => toDocumentInfo(r, users));
  }

  async upload(
    user: AuthUser,
    clientId: string,
    file: UploadedFileData | undefined,
    form: ClientDocumentUploadDto,
  ): Promise<DocumentInfo> {
    await this.ensureClient(clientId);
    const stored = await checkedFile(file);
    const documentTypeId = await this.types.requireOffered('document', form.documentTypeId, 'documentTypeId');
    const row = await this.documents.create(
      clientId,
      stored,
      { clientVisible: form.clientVisible ?? false, providerVisible: form.providerVisible ?? false, documentTypeId },
      user.id,
    );
    return toDocumentInfo(row, await this.userRefs([row.createdBy]));
  }

  /** Replaces the file (name, type and content), keeping the document's id and visibility. */
  async replace(
    user: AuthUser,
    clientId: string,
    id: string,
    file: UploadedFileData | undefined,
  ): Promise<DocumentInfo> {
    const stored = await checkedFile(file);
    return this.write(user, clientId, id, stored);
  }

  update(user: AuthUser, clientId: string, id: string, dto: UpdateDocumentDto): Promise<DocumentInfo> {
    return this.write(user, clientId, id, { clientVisible: dto.clientVisible, providerVisible: dto.providerVisible });
  }

  async content(clientId: string, id: string) {
    const doc = await this.documents.findContent(clientId, id);
    if (!doc) throw new AppError('NOT_FOUND');
    return doc;
  }

  private async write(
    user: AuthUser,
    clientId: string,
    id: string,
    data: Parameters<ClientDocumentsRepository['update']>[2],
  ) {
    const row = await this.documents.update(clientId, id, data, user.id);
    if (!row) throw new AppError('NOT_FOUND');
    return toDocumentInfo(row, await this.userRefs([row.createdBy]));
  }

  private async ensureClient(clientId: string): Promise<void> {
    if (!(await this.contacts.clientExists(clientId))) throw new AppError('NOT_FOUND');
  }

  private async userRefs(ids: string[]): Promise<Map<string, UserRef>> {
    if (!ids.length) return new Map();
    return new Map((await this.documents.userRefs(ids)).map((u) => [u.id, u]));
  }
}

/** Checks the file (throws with a stable code, storing nothing) and builds what is stored. */
async function checkedFile(file: UploadedFileData | undefined): Promise<StoredFile> {
  if (!file) throw new AppError('VALIDATION_FAILED', { fields: [{ field: 'file', rules: ['isDefined'] }] });
  const checked = await inspectUpload(file.originalname, file.buffer);
  return {
    name: checked.name,
    mimeType: checked.mimeType,
    sizeBytes: checked.sizeBytes,
    sha256: checked.sha256,
    data: checked.bytes,
  };
}
