import { Body, Controller, Get, Header, Param, Post, StreamableFile, UploadedFile } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { DocumentInfo } from '@freight/shared';
import { UploadDocumentDto } from '@freight/shared/dto';
import { CurrentUser, ForModule, RequireAnyPermission } from '../../common/auth/access.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { attachmentDisposition } from './content-disposition.js';
import { DocumentsService } from './documents.service.js';
import { uuidParam } from '../../common/http/uuid-param.js';
import { AcceptsUpload, type UploadedFileData } from './upload.interceptor.js';

@ApiTags('documents')
@ForModule('quotations')
@Controller('app/v1/documents')
export class DocumentsController {
  constructor(private readonly documents: DocumentsService) {}

  @Post()
  @RequireAnyPermission('CREATE_QUOTATION', 'COMMERCIAL', 'PRICING')
  @AcceptsUpload()
  @ApiOperation({
    summary: 'Stage a file for a quotation request still being filled (claimed when the request is created)',
  })
  stage(
    @CurrentUser() user: AuthUser,
    @UploadedFile() file: UploadedFileData | undefined,
    @Body() form: UploadDocumentDto,
  ): Promise<DocumentInfo> {
    return this.documents.stage(user, file, form);
  }

  @Get(':id/content')
  @RequireAnyPermission('VIEW_QUOTATION', 'CREATE_QUOTATION', 'COMMERCIAL', 'PRICING')
  // Always a download: stored content (an SVG with a script, an HTML-looking e-mail) never renders here.
  @Header('X-Content-Type-Options', 'nosniff')
  @Header('Content-Security-Policy', "default-src 'none'; sandbox")
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: 'Download a document, as an attachment with its stored MIME type' })
  async content(@CurrentUser() user: AuthUser, @Param('id', uuidParam) id: string): Promise<StreamableFile> {
    const doc = await this.documents.content(user, id);
    return new StreamableFile(doc.data, {
      type: doc.mimeType,
      disposition: attachmentDisposition(doc.name),
      length: doc.data.length,
    });
  }
}
