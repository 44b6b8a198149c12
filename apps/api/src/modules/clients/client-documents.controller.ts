import { Body, Controller, Get, Header, Param, Patch, Post, Put, StreamableFile, UploadedFile } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { DocumentInfo } from '@freight/shared';
import { ClientDocumentUploadDto, UpdateDocumentDto } from '@freight/shared/dto';
import { CurrentUser, ForModule, RequireAnyPermission } from '../../common/auth/access.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { attachmentDisposition } from '../documents/content-disposition.js';
import { AcceptsUpload, type UploadedFileData } from '../documents/upload.interceptor.js';
import { uuidParam } from '../../common/http/uuid-param.js';
import { ClientDocumentsService } from './client-documents.service.js';

@ApiTags('clients')
@ForModule('administration')
@Controller('app/v1/clients/:id/documents')
export class ClientDocumentsController {
  constructor(private readonly documents: ClientDocumentsService) {}

  @Get()
  @RequireAnyPermission('VIEW_CLIENT')
  @ApiOperation({ summary: "A client's documents, in upload order" })
  list(@Param('id', uuidParam) id: string): Promise<DocumentInfo[]> {
    return this.documents.list(id);
  }

  @Post()
  @RequireAnyPermission('CREATE_CLIENT')
  @AcceptsUpload()
  @ApiOperation({ summary: 'Upload a document (20 MB, content-checked type, sanitised name; visibility fields)' })
  upload(
    @CurrentUser() user: AuthUser,
    @Param('id', uuidParam) id: string,
    @UploadedFile() file: UploadedFileData | undefined,
    @Body() form: ClientDocumentUploadDto,
  ): Promise<DocumentInfo> {
    return this.documents.upload(user, id, file, form);
  }

  @Patch(':documentId')
  @RequireAnyPermission('CREATE_CLIENT')
  @ApiOperation({ summary: 'Show or hide a document to the client and to providers' })
  update(
    @CurrentUser() user: AuthUser,
    @Param('id', uuidParam) id: string,
    @Param('documentId', uuidParam) documentId: string,
    @Body() dto: UpdateDocumentDto,
  ): Promise<DocumentInfo> {
    return this.documents.update(user, id, documentId, dto);
  }

  @Put(':documentId/content')
  @RequireAnyPermission('CREATE_CLIENT')
  @AcceptsUpload()
  @ApiOperation({ summary: 'Replace the file of a document (same checks as an upload)' })
  replace(
    @CurrentUser() user: AuthUser,
    @Param('id', uuidParam) id: string,
    @Param('documentId', uuidParam) documentId: string,
    @UploadedFile() file: UploadedFileData | undefined,
    @Body() _form: ClientDocumentUploadDto,
  ): Promise<DocumentInfo> {
    return this.documents.replace(user, id, documentId, file);
  }

  @Get(':documentId/content')
  @RequireAnyPermission('VIEW_CLIENT')
  @Header('X-Content-Type-Options', 'nosniff')
  @Header('Content-Security-Policy', "default-src 'none'; sandbox")
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: 'Download a document, as an attachment with its stored MIME type' })
  async content(
    @Param('id', uuidParam) id: string,
    @Param('documentId', uuidParam) documentId: string,
  ): Promise<StreamableFile> {
    const doc = await this.documents.content(id, documentId);
    return new StreamableFile(doc.data, {
      type: doc.mimeType,
      disposition: attachmentDisposition(doc.name),
      length: doc.data.length,
    });
  }
}
