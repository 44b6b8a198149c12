import { Body, Controller, Get, Headers, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { MarkReadResult, NotificationItem, NotificationPage } from '@freight/shared';
import { CreateNotificationDto, MarkNotificationsReadDto, NotificationListQueryDto } from '@freight/shared/dto';
import { CurrentUser, RequireAnyPermission, SignedIn } from '../../common/auth/access.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { pickLanguage } from '../../common/errors/language.js';
import { NotificationsService } from './notifications.service.js';

/** The signed-in user's own notifications: nobody reads or marks anyone else's. */
@ApiTags('notifications')
@Controller('app/v1/notification')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @SignedIn()
  @ApiOperation({ summary: "The current user's notifications, newest first (keyset pages), with the unread count" })
  list(
    @CurrentUser() user: AuthUser,
    @Query() query: NotificationListQueryDto,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<NotificationPage> {
    return this.notifications.list(user, query, pickLanguage(acceptLanguage, user.language));
  }

  @Put()
  @SignedIn()
  @ApiOperation({ summary: "Mark these of the current user's notifications read (other users' ids change nothing)" })
  markRead(@CurrentUser() user: AuthUser, @Body() dto: MarkNotificationsReadDto): Promise<MarkReadResult> {
    return this.notifications.markRead(user, dto.ids);
  }

  @Put('read-all')
  @SignedIn()
  @ApiOperation({ summary: "Mark all of the current user's notifications read" })
  markAllRead(@CurrentUser() user: AuthUser): Promise<MarkReadResult> {
    return this.notifications.markAllRead(user);
  }

  @Post()
  @HttpCode(201)
  @RequireAnyPermission('UPDATE_USER')
  @ApiOperation({ summary: 'Send a notice to one active user (user administrators); stored and pushed at once' })
  create(@Body() dto: CreateNotificationDto): Promise<NotificationItem> {
    return this.notifications.create(dto);
  }
}
