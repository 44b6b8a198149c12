import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  Param,
  Post,
  Query,
  StreamableFile,
  UploadedFile,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type {
  Page,
  SupportLinkOptions,
  SupportAttachmentInfo,
  SupportProduct,
  SupportProductError,
  SupportTicketDetail,
  SupportTicketSummary,
  SupportUser,
} from '@freight/shared';
import {
  AddSupportMessageDto,
  CreateSupportTicketDto,
  SupportLinkedTicketsQueryDto,
  SupportTicketListQueryDto,
  SupportUsersQueryDto,
} from '@freight/shared/dto';
import { CurrentUser, ForModule, RequireAnyPermission } from '../../common/auth/access.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { attachmentDisposition } from '../documents/content-disposition.js';
import { uuidParam as uuidOr404 } from '../../common/http/uuid-param.js';
import { AcceptsUpload, type UploadedFileData } from '../documents/upload.interceptor.js';
import { SupportService } from './support.service.js';

/** Spec section 7: the support calls, for SUPPORT_USER holders (and support staff). */
@ApiTags('support')
@ForModule('support')
@Controller('support/v1')
export class SupportController {
  constructor(private readonly support: SupportService) {}

  @Get('products')
  @RequireAnyPermission('SUPPORT_USER', 'SUPPORT_STAFF')
  @ApiOperation({ summary: 'Active support products' })
  products(): Promise<SupportProduct[]> {
    return this.support.products();
  }

  @Get('products/errors/related/:productName')
  @RequireAnyPermission('SUPPORT_USER', 'SUPPORT_STAFF')
  @ApiOperation({ summary: "A product's error types, by the product's name" })
  productErrors(@Param('productName') productName: string): Promise<SupportProductError[]> {
    return this.support.productErrors(productName);
  }

  @Post('users')
  @HttpCode(200)
  @RequireAnyPermission('SUPPORT_USER', 'SUPPORT_STAFF')
  @ApiOperation({ summary: 'Users holding SUPPORT_USER in the tenant domain (the related-users list)' })
  users(@CurrentUser() user: AuthUser, @Body() _query: SupportUsersQueryDto): Promise<SupportUser[]> {
    return this.support.users(user);
  }

  @Post('tickets/attachments')
  @RequireAnyPermission('SUPPORT_USER', 'SUPPORT_STAFF')
  @AcceptsUpload()
  @ApiOperation({
    summary: 'Upload a file for a ticket or message still being written (its id is sent as the content)',
  })
  stage(
    @CurrentUser() user: AuthUser,
    @UploadedFile() file: UploadedFileData | undefined,
  ): Promise<SupportAttachmentInfo> {
    return this.support.stageAttachment(user, file);
  }

  @Post('tickets/create')
  @RequireAnyPermission('SUPPORT_USER')
  @ApiOperation({ summary: 'Create a ticket (support staff are notified)' })
  create(@CurrentUser() user: AuthUser, @Body() dto: CreateSupportTicketDto): Promise<SupportTicketDetail> {
    return this.support.create(user, dto);
  }

  @Get('tickets/users')
  @RequireAnyPermission('SUPPORT_USER', 'SUPPORT_STAFF')
  @ApiOperation({
    summary:
      "The current user's tickets and those they are related to (open ones unless includeClosed), newest first, a keyset page",
  })
  mine(@CurrentUser() user: AuthUser, @Query() q: SupportTicketListQueryDto): Promise<Page<SupportTicketSummary>> {
    return this.support.mine(user, q);
  }

  @Get('tickets/links')
  @RequireAnyPermission('SUPPORT_USER')
  @ApiOperation({ summary: "The user's own quotations and operations a new ticket may link to" })
  links(@CurrentUser() user: AuthUser): Promise<SupportLinkOptions> {
    return this.support.linkOptions(user);
  }

  @Get('tickets/linked')
  @RequireAnyPermission('SUPPORT_USER', 'SUPPORT_STAFF')
  @ApiOperation({
    summary: 'The tickets linked to a quotation or an operation (by reference) that the user may read',
  })
  linked(@CurrentUser() user: AuthUser, @Query() q: SupportLinkedTicketsQueryDto): Promise<SupportTicketSummary[]> {
    return this.support.linked(user, q);
  }

  @Get('tickets/attachment/:id')
  @RequireAnyPermission('SUPPORT_USER', 'SUPPORT_STAFF')
  // Always a download: stored content never renders here.
  @Header('X-Content-Type-Options', 'nosniff')
  @Header('Content-Security-Policy', "default-src 'none'; sandbox")
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: "Download a ticket's attachment (author, related users and support staff only)" })
  async attachment(@CurrentUser() user: AuthUser, @Param('id', uuidOr404) id: string): Promise<StreamableFile> {
    const file = await this.support.attachment(user, id);
    return new StreamableFile(file.data, {
      type: file.mimeType,
      disposition: attachmentDisposition(file.name),
      length: file.data.length,
    });
  }

  @Get('tickets/:id')
  @RequireAnyPermission('SUPPORT_USER', 'SUPPORT_STAFF')
  @ApiOperation({ summary: 'A ticket with its messages and files' })
  detail(@CurrentUser() user: AuthUser, @Param('id', uuidOr404) id: string): Promise<SupportTicketDetail> {
    return this.support.detail(user, id);
  }

  @Post('tickets/messages/:id')
  @RequireAnyPermission('SUPPORT_USER', 'SUPPORT_STAFF')
  @ApiOperation({ summary: 'Add a message (409 SUPPORT_TICKET_CLOSED on a closed ticket)' })
  addMessage(
    @CurrentUser() user: AuthUser,
    @Param('id', uuidOr404) id: string,
    @Body() dto: AddSupportMessageDto,
  ): Promise<SupportTicketDetail> {
    return this.support.addMessage(user, id, dto);
  }
}
