import { Injectable, Logger } from '@nestjs/common';
import type { Language, MarkReadResult, NotificationItem, NotificationPage } from '@freight/shared';
import type { CreateNotificationDto, NotificationListQueryDto } from '@freight/shared/dto';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AppError } from '../../common/errors/app-error.js';
import { toPage } from '../../common/pagination/keyset.js';
import { NotificationBus } from './notification-bus.js';
import { readTopic, renderNotification, type NotificationTopic } from './notification-texts.js';
import {
  NotificationsRepository,
  type NewNotification,
  type NotificationRow,
  type Recipient,
} from './notifications.repository.js';

/** A stored topic is rendered in the reader's language; typed notices (no topic) stay as written. */
function toItem(row: NotificationRow, language?: Language): NotificationItem {
  const topic = language ? readTopic(row.topic) : null;
  const text = topic && language ? renderNotification(topic, language) : row;
  return {
    id: row.id,
    title: text.title,
    message: text.message,
    key: row.key,
    date: row.createdAt.toISOString(),
    read: row.read,
  };
}

/** The current user's notifications, and the one way any notification is stored and pushed. */
@Injectable()
export class NotificationsService {
  private readonly logger = new Logger(NotificationsService.name);

  constructor(
    private readonly notifications: NotificationsRepository,
    private readonly bus: NotificationBus,
  ) {}

  /** In the reader's current language (the SPA's Accept-Language, else the profile's). */
  async list(
    user: AuthUser,
    q: NotificationListQueryDto,
    language: Language = user.language,
  ): Promise<NotificationPage> {
    const [rows, unreadCount] = await Promise.all([
      this.notifications.listPage(user.id, q),
      this.notifications.countUnread(user.id),
    ]);
    return { ...toPage('notifications', rows, q.limit, 'createdAt', (row) => toItem(row, language)), unreadCount };
  }

  async markRead(user: AuthUser, ids: string[]): Promise<MarkReadResult> {
    return { updated: await this.notifications.markRead(user.id, ids, new Date()) };
  }

  async markAllRead(user: AuthUser): Promise<MarkReadResult> {
    return { updated: await this.notifications.markAllRead(user.id, new Date()) };
  }

  /** A notice typed by staff: stored as written (they choose its language) and pushed. */
  async create(dto: CreateNotificationDto): Promise<NotificationItem> {
    const recipient = await this.notifications.findRecipient(dto.recipientId);
    if (!recipient) throw new AppError('RECIPIENT_NOT_FOUND');
    const [row] = await this.store([
      { recipientId: recipient.id, title: dto.title.trim(), message: dto.message.trim(), key: dto.key?.trim() || null },
    ]);
    return toItem(row);
  }

  /** Tells each recipient about a topic in their own language; the actor is never told about their own act. */
  async notify(recipients: Recipient[], topic: NotificationTopic, actorId: string | null): Promise<void> {
    const seen = new Set<string>();
    const rows: NewNotification[] = [];
    for (const r of recipients) {
      if (r.id === actorId || seen.has(r.id)) continue;
      seen.add(r.id);
      rows.push({ recipientId: r.id, ...renderNotification(topic, r.language), topic });
    }
    if (rows.length > 0) await this.store(rows);
  }

  /** One INSERT, then one publish to every instance; a failed push loses nothing (the list has it). */
  private async store(rows: NewNotification[]): Promise<NotificationRow[]> {
    const stored = await this.notifications.insertMany(rows);
    try {
      await this.bus.publish(
        stored.map((n) => ({
          recipientId: n.recipientId,
          push: { id: n.id, title: n.title, message: n.message, key: n.key },
        })),
      );
    } catch (err) {
      this.logger.warn(`Notifications stored but not pushed: ${(err as Error).message}`);
    }
    return stored;
  }
}
