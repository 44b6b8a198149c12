import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsBoolean,
  IsDefined,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
} from 'class-validator';
import { PageQueryDto } from '../common/page-query.dto.js';
import { toBoolean } from '../providers/dto-transforms.js';
import {
  MAX_MARK_READ_IDS,
  MAX_NOTIFICATION_MESSAGE_LENGTH,
  MAX_NOTIFICATION_TITLE_LENGTH,
} from './notification.types.js';

/** GET notification/: newest first; `unread=true` keeps only unread ones. */
export class NotificationListQueryDto extends PageQueryDto {
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  unread?: boolean;
}

/** PUT notification/: the ids to mark read; an empty or missing list is refused. */
export class MarkNotificationsReadDto {
  @IsDefined()
  @IsArray()
  @ArrayNotEmpty()
  @ArrayMaxSize(MAX_MARK_READ_IDS)
  @IsUUID('all', { each: true })
  ids!: string[];
}

/** POST notification/: a notice to one user (staff administering users, or internal use). */
export class CreateNotificationDto {
  @IsUUID('all')
  recipientId!: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(MAX_NOTIFICATION_TITLE_LENGTH)
  title!: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(MAX_NOTIFICATION_MESSAGE_LENGTH)
  message!: string;

  @IsOptional()
  @IsString()
  @MaxLength(40)
  key?: string;
}
