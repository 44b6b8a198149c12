import { Body, Controller, Get, Header, Param, Post, StreamableFile, UploadedFile } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { DocumentInfo } from '@freight/shared';
import { UploadDocumentDto } from '@freight/shared/dto';
import { CurrentUser, RequireAnyPermission } from '../../common/auth/access.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { attachmentDisposition } from './content-disposition.js';
import { uuidParam } from '../../common/http/uuid-param.js';
import { OperationDocumentsService } from './operation-documents.service.js';
import { AcceptsUpload, type UploadedFileData } from './upload.interceptor.js';

@ApiTags('documents')
@Controller('operations/v1/operations/:reference/documents')
export class OperationDocumentsController {
  constructor(private readonly documents: OperationDocumentsService) {}

  @Get()
  @RequireAnyPermission('OPERATIVE', 'VIEW_SHIPMENT')
  @ApiOperation({ summary: "An operation's documents, in upload order" })
  list(@CurrentUser() user: AuthUser, @Param('reference') reference: string): Promise<DocumentInfo[]> {
    return this.documents.list(user, reference);
  }

  @Post()
  @RequireAnyPermission('OPERATIVE', 'VIEW_SHIPMENT')
  @AcceptsUpload()
  @ApiOperation({ summary: 'Upload a file to an operation (409 on a closed or canceled operation)' })
  upload(
    @CurrentUser() user: AuthUser,
    @Param('reference') reference: string,
    @UploadedFile() file: UploadedFileData | undefined,
    @Body() form: UploadDocumentDto,
  ): Promise<DocumentInfo> {
    return this.documents.upload(user, reference, file, form);
  }

  @Get(':id/content')
  @RequireAnyPermission('OPERATIVE', 'VIEW_SHIPMENT')
  // Always a download: stored content never renders here (as the quotation documents' route).
  @Header('X-Content-Type-Options', 'nosniff')
  @Header('Content-Security-Policy', "default-src 'none'; sandbox")
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: "Download one of the operation's documents, as an attachment with its stored MIME type" })
  async content(
    @CurrentUser() user: AuthUser,
    @Param('reference') reference: string,
    @Param('id', uuidParam) id: string,
  ): Promise<StreamableFile> {
    const doc = await this.documents.content(user, reference, id);
    return new StreamableFile(doc.data, {
      type: doc.mimeType,
      disposition: attachmentDisposition(doc.name),
      length: doc.data.length,
    });
  }
}
