import { Injectable } from '@nestjs/common';
import type { DocumentInfo } from '@freight/shared';
import type { UploadDocumentDto } from '@freight/shared/dto';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AppError } from '../../common/errors/app-error.js';
import { OperationPolicy } from '../operations/operation.policy.js';
import { toDocumentInfo } from './document-info.js';
import { DocumentsRepository } from './documents.repository.js';
import { DocumentsService, type DocumentContent } from './documents.service.js';
import type { UploadedFileData } from './upload.interceptor.js';

/** An operation's files: the same checks as a quotation's; a closed or canceled operation takes no new file. */
@Injectable()
export class OperationDocumentsService {
  constructor(
    private readonly documents: DocumentsRepository,
    private readonly files: DocumentsService,
    private readonly policy: OperationPolicy,
  ) {}

  async list(user: AuthUser, reference: string): Promise<DocumentInfo[]> {
    const op = await this.policy.findVisible(user, reference);
    const rows = await this.documents.listForOperation(op.id);
    const users = await this.files.userRefs(rows.map((r) => r.createdBy));
    return rows.map((r) => toDocumentInfo(r, users));
  }

  async upload(
    user: AuthUser,
    reference: string,
    file: UploadedFileData | undefined,
    form: UploadDocumentDto,
  ): Promise<DocumentInfo> {
    const op = await this.policy.findVisible(user, reference);
    this.policy.assertWritable(op);
    const doc = await this.files.prepare(user, file, form);
    return this.files.withUsers(await this.documents.create({ ...doc, operationId: op.id }));
  }

  async content(user: AuthUser, reference: string, id: string): Promise<DocumentContent> {
    const op = await this.policy.findVisible(user, reference);
    const content = await this.documents.findOperationContent(id, op.id);
    if (!content) throw new AppError('NOT_FOUND');
    return content;
  }
}
