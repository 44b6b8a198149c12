import {
  Body,
  Controller,
  Get,
  Header,
  Headers,
  HttpCode,
  Param,
  Post,
  Query,
  StreamableFile,
  UploadedFile,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type {
  ClientQuotationRequestResult,
  Page,
  PortalAnswerResult,
  PortalClient,
  PortalQuotationDetail,
  PortalQuotationSummary,
  PortalRequoteResult,
  PortalUploadedFile,
  PortalUsualLane,
} from '@freight/shared';
import {
  ClientQuotationRequestDto,
  DeclineQuotationDto,
  PortalQuotationListQueryDto,
  UploadDocumentDto,
} from '@freight/shared/dto';
import { CurrentUser, ForModule, RequireAnyPermission } from '../../common/auth/access.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { pickLanguage } from '../../common/errors/language.js';
import { attachmentDisposition } from '../documents/content-disposition.js';
import { uuidParam } from '../../common/http/uuid-param.js';
import { AcceptsUpload, type UploadedFileData } from '../documents/upload.interceptor.js';
import { PortalAnswersService } from './portal-answers.service.js';
import { PortalDocumentsService } from './portal-documents.service.js';
import { PortalQuotationsService } from './portal-quotations.service.js';
import { PortalRequestsService } from './portal-requests.service.js';

/** The client portal: a THIRD_PARTY_CLIENT user's own client's quotations (every route scoped to that client). */
@ApiTags('client portal')
@ForModule('clientQuotations')
@Controller('app/v1/portal')
export class PortalController {
  constructor(
    private readonly quotations: PortalQuotationsService,
    private readonly answers: PortalAnswersService,
    private readonly requests: PortalRequestsService,
    private readonly files: PortalDocumentsService,
  ) {}

  @Post('documents')
  @RequireAnyPermission('THIRD_PARTY_CLIENT')
  @AcceptsUpload()
  @ApiOperation({
    summary:
      "Upload a file for the client's next quotation request (claimed when the request is sent); 20 unsent a day",
  })
  uploadFile(
    @CurrentUser() user: AuthUser,
    @UploadedFile() file: UploadedFileData | undefined,
    @Body() form: UploadDocumentDto,
  ): Promise<PortalUploadedFile> {
    return this.files.upload(user, file, form);
  }

  @Get('client')
  @RequireAnyPermission('THIRD_PARTY_CLIENT')
  @ApiOperation({ summary: "The user's client and their colleagues with portal access (read-only)" })
  client(@CurrentUser() user: AuthUser): Promise<PortalClient> {
    return this.quotations.client(user);
  }

  @Get('usual-lanes')
  @RequireAnyPermission('THIRD_PARTY_CLIENT')
  @ApiOperation({
    summary: "The client's usual lanes (its earlier quotations' origin and destination), most used first",
  })
  usualLanes(@CurrentUser() user: AuthUser): Promise<{ items: PortalUsualLane[] }> {
    return this.requests.usualLanes(user);
  }

  @Get('quotations')
  @RequireAnyPermission('THIRD_PARTY_CLIENT')
  @ApiOperation({ summary: "The client's sent quotations (SENT and later), filtered, keyset paged, newest first" })
  list(
    @CurrentUser() user: AuthUser,
    @Query() query: PortalQuotationListQueryDto,
  ): Promise<Page<PortalQuotationSummary>> {
    return this.quotations.list(user, query);
  }

  @Get('quotations/:key')
  @RequireAnyPermission('THIRD_PARTY_CLIENT')
  @ApiOperation({
    summary: 'One quotation by reference or id: lane, cargo, validity, client-visible lines, notes and documents',
  })
  detail(
    @CurrentUser() user: AuthUser,
    @Param('key') key: string,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<PortalQuotationDetail> {
    return this.quotations.detail(user, key, pickLanguage(acceptLanguage, user.language));
  }

  @Get('quotations/:key/pdf')
  @RequireAnyPermission('THIRD_PARTY_CLIENT')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: 'The PDF the commercial sends (logs a PDF_DOWNLOADED event)' })
  async pdf(@CurrentUser() user: AuthUser, @Param('key') key: string): Promise<StreamableFile> {
    const pdf = await this.quotations.pdfOf(user, key);
    return new StreamableFile(pdf.content, {
      type: 'application/pdf',
      disposition: attachmentDisposition(pdf.filename),
    });
  }

  @Get('quotations/:key/documents/:id/content')
  @RequireAnyPermission('THIRD_PARTY_CLIENT')
  @Header('X-Content-Type-Options', 'nosniff')
  @Header('Content-Security-Policy', "default-src 'none'; sandbox")
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: 'Download a client-visible document of the quotation' })
  async document(
    @CurrentUser() user: AuthUser,
    @Param('key') key: string,
    @Param('id', uuidParam) id: string,
  ): Promise<StreamableFile> {
    const doc = await this.quotations.document(user, key, id);
    return new StreamableFile(doc.data, {
      type: doc.mimeType,
      disposition: attachmentDisposition(doc.name),
      length: doc.data.length,
    });
  }

  @Post('quotations/:key/accept')
  @HttpCode(200)
  @RequireAnyPermission('THIRD_PARTY_CLIENT')
  @ApiOperation({ summary: 'Accept (SENT → APPROVED); 409 when answered, cancelled or expired' })
  accept(@CurrentUser() user: AuthUser, @Param('key') key: string): Promise<PortalAnswerResult> {
    return this.answers.accept(user, key);
  }

  @Post('quotations/:key/decline')
  @HttpCode(200)
  @RequireAnyPermission('THIRD_PARTY_CLIENT')
  @ApiOperation({ summary: 'Decline with a reason (SENT → NOT_APPROVED); 409 when answered or cancelled' })
  decline(
    @CurrentUser() user: AuthUser,
    @Param('key') key: string,
    @Body() dto: DeclineQuotationDto,
  ): Promise<PortalAnswerResult> {
    return this.answers.decline(user, key, dto);
  }

  @Post('quotations/:key/requote')
  @HttpCode(200)
  @RequireAnyPermission('THIRD_PARTY_CLIENT')
  @ApiOperation({ summary: 'Ask the commercial to re-quote an expired quotation (once)' })
  requote(@CurrentUser() user: AuthUser, @Param('key') key: string): Promise<PortalRequoteResult> {
    return this.answers.requestRequote(user, key);
  }

  @Post('quotation-requests')
  @RequireAnyPermission('THIRD_PARTY_CLIENT')
  @ApiOperation({
    summary:
      "Ask for a quotation for the user's own client: priced at once when a rate and an auto-send rule match (and the client has instant prices), else in pricing",
  })
  requestQuotation(
    @CurrentUser() user: AuthUser,
    @Body() dto: ClientQuotationRequestDto,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<ClientQuotationRequestResult> {
    return this.requests.request(user, dto, pickLanguage(acceptLanguage, user.language));
  }
}
