import { Body, Controller, Get, Param, Patch, Post, UploadedFile } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { DocumentInfo } from '@freight/shared';
import { UpdateDocumentDto, UploadDocumentDto } from '@freight/shared/dto';
import { CurrentUser, ForModule, RequireAnyPermission } from '../../common/auth/access.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { uuidParam } from '../../common/http/uuid-param.js';
import { DocumentsService } from './documents.service.js';
import { AcceptsUpload, type UploadedFileData } from './upload.interceptor.js';

@ApiTags('documents')
@ForModule('quotations')
@Controller('app/v1/quotations/:reference/documents')
export class QuotationDocumentsController {
  constructor(private readonly documents: DocumentsService) {}

  @Get()
  @RequireAnyPermission('VIEW_QUOTATION', 'CREATE_QUOTATION', 'COMMERCIAL', 'PRICING')
  @ApiOperation({ summary: "A quotation's documents, in upload order" })
  list(@CurrentUser() user: AuthUser, @Param('reference') reference: string): Promise<DocumentInfo[]> {
    return this.documents.list(user, reference);
  }

  @Post()
  @RequireAnyPermission('CREATE_QUOTATION', 'COMMERCIAL', 'PRICING')
  @AcceptsUpload()
  @ApiOperation({ summary: 'Upload a file to a quotation (logged as DOCUMENT_ADDED)' })
  upload(
    @CurrentUser() user: AuthUser,
    @Param('reference') reference: string,
    @UploadedFile() file: UploadedFileData | undefined,
    @Body() form: UploadDocumentDto,
  ): Promise<DocumentInfo> {
    return this.documents.upload(user, reference, file, form);
  }

  @Patch(':id')
  @RequireAnyPermission('CREATE_QUOTATION', 'COMMERCIAL', 'PRICING')
  @ApiOperation({ summary: 'Show or hide a document to the client and to providers' })
  update(
    @CurrentUser() user: AuthUser,
    @Param('reference') reference: string,
    @Param('id', uuidParam) id: string,
    @Body() dto: UpdateDocumentDto,
  ): Promise<DocumentInfo> {
    return this.documents.update(user, reference, id, dto);
  }
}
