import { Injectable } from '@nestjs/common';
import type {
  Page,
  SupportLinkOptions,
  SupportAttachmentInfo,
  SupportProduct,
  SupportProductError,
  SupportTicketDetail,
  SupportTicketSummary,
  SupportUser,
  UserRef,
} from '@freight/shared';
import type {
  AddSupportMessageDto,
  CloseSupportTicketDto,
  CreateSupportTicketDto,
  MarkSupportSolutionDto,
  SupportLinkedTicketsQueryDto,
  SupportTicketListQueryDto,
  UpdateSupportTicketDto,
} from '@freight/shared/dto';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AppError } from '../../common/errors/app-error.js';
import { toPage } from '../../common/pagination/keyset.js';
import { todayIn } from '../../common/time/zoned-dates.js';
import { inspectUpload } from '../documents/file-check.js';
import type { UploadedFileData } from '../documents/upload.interceptor.js';
import type { NotificationTopic } from '../notifications/notification-texts.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { isSupportStaff, SupportPolicy } from './support.policy.js';
import { decodeDeskCursor, encodeDeskCursor, isOverdue } from './support-desk-order.js';
import { SupportReferencesRepository } from './support-references.repository.js';
import { SupportRepository } from './support.repository.js';

const ymd = (d: Date) => d.toISOString().slice(0, 10);
const dateOnly = (s: string) => new Date(`${s}T00:00:00.000Z`);
export const ticketReference = (n: number) => `SUP-${n}`;

@Injectable()
export class SupportService {
  constructor(
    private readonly repo: SupportRepository,
    private readonly refs: SupportReferencesRepository,
    private readonly policy: SupportPolicy,
    private readonly notifications: NotificationsService,
  ) {}

  products(): Promise<SupportProduct[]> {
    return this.refs.products();
  }

  /** The errors of an active product, by its name; an unknown product has none. */
  async productErrors(productName: string): Promise<SupportProductError[]> {
    return (await this.refs.productByName(productName))?.errors ?? [];
  }

  /** The related-users list: active SUPPORT_USER holders (the tenant is this installation). */
  async users(user: AuthUser): Promise<SupportUser[]> {
    return (await this.refs.usersWith('SUPPORT_USER'))
      .filter((u) => u.id !== user.id)
      .map((u) => ({ id: u.id, name: u.name, tenantId: 'default' }));
  }

  async stageAttachment(user: AuthUser, file: UploadedFileData | undefined): Promise<SupportAttachmentInfo> {
    if (!file) throw new AppError('VALIDATION_FAILED', { fields: [{ field: 'file', rules: ['isDefined'] }] });
    const checked = await inspectUpload(file.originalname, file.buffer);
    const row = await this.repo.stageAttachment({
      name: checked.name,
      mimeType: checked.mimeType,
      sizeBytes: checked.sizeBytes,
      sha256: checked.sha256,
      data: checked.bytes,
      createdBy: user.id,
    });
    return { ...row, createdAt: row.createdAt.toISOString() };
  }

  async create(user: AuthUser, dto: CreateSupportTicketDto): Promise<SupportTicketDetail> {
    const description = dto.description.trim();
    if (!description) throw fieldError('description', 'isNotBlank');
    // The widget sends no title: the description's first line stands for it.
    const title = (dto.title ?? description.split('\n')[0]).trim().slice(0, 200);
    if (!title) throw fieldError('title', 'isNotBlank');
    if (!(await this.refs.productActive(dto.product.id))) throw new AppError('SUPPORT_PRODUCT_UNKNOWN');
    if (!(await this.refs.errorOf(dto.product.id, dto.error.id))) throw new AppError('SUPPORT_ERROR_NOT_OF_PRODUCT');
    const dueDate = dto.dueDate ? this.futureDate(user, dto.dueDate) : null;
    const related = [...new Set((dto.relatedUsers ?? []).map((u) => u.id))].filter((id) => id !== user.id);
    if (related.length && (await this.refs.countUsersWith(related, 'SUPPORT_USER')) !== related.length)
      throw new AppError('SUPPORT_RELATED_USER_NOT_ELIGIBLE');
    const quotation = dto.quotationReference ? await this.refs.ownQuotation(dto.quotationReference, user.id) : null;
    if (dto.quotationReference && !quotation) throw new AppError('SUPPORT_LINK_NOT_OWN');
    const operation = dto.operationReference ? await this.refs.ownOperation(dto.operationReference, user.id) : null;
    if (dto.operationReference && !operation) throw new AppError('SUPPORT_LINK_NOT_OWN');
    const created = await this.repo.create({
      title,
      description,
      productId: dto.product.id,
      errorId: dto.error.id,
      priority: dto.priority ?? 'MEDIUM',
      dueDate,
      authorId: user.id,
      quotationId: quotation?.id ?? null,
      operationId: operation?.id ?? null,
      relatedUserIds: related,
      attachmentIds: (dto.attachments ?? []).map((a) => a.content),
    });
    if (!created) throw new AppError('SUPPORT_ATTACHMENT_NOT_STAGED');
    const staff = await this.refs.usersWith('SUPPORT_STAFF');
    await this.tell(
      staff,
      { kind: 'supportTicketCreated', reference: ticketReference(created.number), title, by: user.name },
      user.id,
    );
    return this.detail(user, created.id);
  }

  /** The user's own tickets and those they are related to; closed ones only when asked. */
  async mine(user: AuthUser, q: SupportTicketListQueryDto): Promise<Page<SupportTicketSummary>> {
    const rows = await this.repo.listPage(
      { visibleTo: user.id, includeClosed: q.includeClosed ?? false },
      q.cursor,
      q.limit,
    );
    const today = todayIn(user.timeZone);
    return toPage('support-tickets', rows, q.limit, 'createdAt', (r) => toSummary(r, today));
  }

  /** The user's own quotations and operations (the newest 50 of each), for a new ticket's link. */
  async linkOptions(user: AuthUser): Promise<SupportLinkOptions> {
    const [quotations, operations] = await Promise.all([
      this.refs.ownQuotations(user.id, 50),
      this.refs.ownOperations(user.id, 50),
    ]);
    const option = (r: { reference: string; client: { tradeName: string } | null }) => ({
      reference: r.reference,
      label: r.client ? `${r.reference} · ${r.client.tradeName}` : r.reference,
    });
    return { quotations: quotations.map(option), operations: operations.map(option) };
  }

  /**
   * The tickets linked to a quotation or an operation, shown on its detail: those the user may read
   * (authored or related to; support staff read every one). An unknown reference has none.
   */
  async linked(user: AuthUser, q: SupportLinkedTicketsQueryDto): Promise<SupportTicketSummary[]> {
    if (!q.quotation === !q.operation) throw new AppError('SUPPORT_LINK_TARGET_REQUIRED');
    const target = q.quotation ? await this.refs.quotationId(q.quotation) : await this.refs.operationId(q.operation!);
    if (!target) return [];
    const rows = await this.repo.list({
      visibleTo: isSupportStaff(user) ? undefined : user.id,
      includeClosed: true,
      ...(q.quotation ? { quotationId: target.id } : { operationId: target.id }),
    });
    return rows.map((r) => toSummary(r, todayIn(user.timeZone)));
  }

  /** The staff desk: every ticket, filtered; overdue first, then by due date and priority (support-desk-order.ts). */
  async desk(user: AuthUser, q: SupportTicketListQueryDto): Promise<Page<SupportTicketSummary>> {
    const today = todayIn(user.timeZone);
    const filter = {
      includeClosed: q.includeClosed ?? false,
      status: q.status,
      priority: q.priority,
      productId: q.productId,
      dueBefore: q.dueBefore ? dateOnly(q.dueBefore) : undefined,
    };
    const rows = await this.repo.deskPage(filter, today, q.cursor ? decodeDeskCursor(q.cursor) : null, q.limit);
    const page = rows.slice(0, q.limit);
    const last = page.at(-1);
    return {
      items: page.map((r) => toSummary(r, today)),
      nextCursor: rows.length > q.limit && last ? encodeDeskCursor(last, today) : null,
    };
  }

  async detail(user: AuthUser, id: string): Promise<SupportTicketDetail> {
    await this.policy.findVisible(user, id);
    const t = await this.repo.detail(id);
    if (!t) throw new AppError('NOT_FOUND');
    const authors = new Map((await this.repo.userRefs(t.messages.map((m) => m.authorId))).map((u) => [u.id, u]));
    return {
      ...toSummary(t, todayIn(user.timeZone)),
      description: t.description,
      relatedUsers: t.relatedUsers.map((r) => r.user),
      messages: t.messages.map((m) => ({
        id: m.id,
        description: m.description,
        createdBySupportStaff: m.createdBySupportStaff,
        author: authors.get(m.authorId) ?? null,
        createdAt: m.createdAt.toISOString(),
      })),
      attachments: t.attachments.map((a) => ({ ...a, createdAt: a.createdAt.toISOString() })),
      solutionMessageId: t.solutionMessageId,
      quotation: t.quotation,
      operation: t.operation,
    };
  }

  /** A closed ticket accepts no messages (409 SUPPORT_TICKET_CLOSED). */
  async addMessage(user: AuthUser, id: string, dto: AddSupportMessageDto): Promise<SupportTicketDetail> {
    const t = await this.policy.findVisible(user, id);
    if (t.outcome) throw new AppError('SUPPORT_TICKET_CLOSED');
    const description = dto.description.trim();
    if (!description) throw fieldError('description', 'isNotBlank');
    const staff = isSupportStaff(user);
    const result = await this.repo.addMessage({
      ticketId: id,
      description,
      bySupportStaff: staff,
      authorId: user.id,
      attachmentIds: (dto.attachments ?? []).map((a) => a.content),
    });
    if (result === 'closed') throw new AppError('SUPPORT_TICKET_CLOSED');
    if (result === 'unclaimed') throw new AppError('SUPPORT_ATTACHMENT_NOT_STAGED');
    const topic: NotificationTopic = {
      kind: 'supportTicketAnswered',
      reference: ticketReference(t.number),
      title: t.title,
      by: user.name,
    };
    // An answer tells the author and related users; a user's own message tells the staff.
    const recipients = staff ? await this.repo.recipients(participants(t)) : await this.refs.usersWith('SUPPORT_STAFF');
    await this.tell(recipients, topic, user.id);
    return this.detail(user, id);
  }

  async update(user: AuthUser, id: string, dto: UpdateSupportTicketDto): Promise<SupportTicketDetail> {
    const t = await this.policy.findVisible(user, id);
    if (t.outcome) throw new AppError('SUPPORT_TICKET_CLOSED');
    if (dto.clearDueDate && dto.dueDate) throw fieldError('dueDate', 'notWithClearDueDate');
    const dueDate = dto.clearDueDate
      ? null
      : dto.dueDate === undefined
        ? undefined
        : this.futureDate(user, dto.dueDate);
    await this.repo.update(id, { status: dto.status, priority: dto.priority, dueDate });
    if (dto.status) await this.tellParticipants(user, t, dto.status);
    return this.detail(user, id);
  }

  async markSolution(user: AuthUser, id: string, dto: MarkSupportSolutionDto): Promise<SupportTicketDetail> {
    const t = await this.policy.findVisible(user, id);
    if (t.outcome) throw new AppError('SUPPORT_TICKET_CLOSED');
    if (!(await this.repo.messageInTicket(id, dto.messageId))) throw new AppError('SUPPORT_MESSAGE_NOT_IN_TICKET');
    await this.repo.markSolution(id, dto.messageId);
    return this.detail(user, id);
  }

  async close(user: AuthUser, id: string, dto: CloseSupportTicketDto): Promise<SupportTicketDetail> {
    const t = await this.policy.findVisible(user, id);
    if (!(await this.repo.close(id, dto.outcome))) throw new AppError('SUPPORT_TICKET_CLOSED');
    await this.tellParticipants(user, t, dto.outcome);
    return this.detail(user, id);
  }

  async attachment(user: AuthUser, id: string) {
    await this.policy.findAttachment(user, id);
    const content = await this.repo.attachmentContent(id);
    if (!content) throw new AppError('NOT_FOUND');
    return content;
  }

  private futureDate(user: AuthUser, date: string): Date {
    if (date <= todayIn(user.timeZone)) throw new AppError('SUPPORT_DUE_DATE_NOT_FUTURE');
    return dateOnly(date);
  }

  private async tellParticipants(
    user: AuthUser,
    t: Awaited<ReturnType<SupportPolicy['findVisible']>>,
    status: Extract<NotificationTopic, { kind: 'supportTicketStatusChanged' }>['status'],
  ) {
    await this.tell(
      await this.repo.recipients(participants(t)),
      {
        kind: 'supportTicketStatusChanged',
        reference: ticketReference(t.number),
        title: t.title,
        status,
        by: user.name,
      },
      user.id,
    );
  }

  /** Notifications never fail the request that caused them. */
  private async tell(
    recipients: { id: string; language: 'es' | 'en' | 'pt' }[],
    topic: NotificationTopic,
    actorId: string,
  ) {
    try {
      await this.notifications.notify(recipients, topic, actorId);
    } catch {
      // Stored nothing: the ticket itself is saved; the bell is best effort.
    }
  }
}

function participants(t: { authorId: string; relatedUsers: { userId: string }[] }): string[] {
  return [t.authorId, ...t.relatedUsers.map((r) => r.userId)];
}

function fieldError(field: string, rule: string): AppError {
  return new AppError('VALIDATION_FAILED', { fields: [{ field, rules: [rule] }] });
}

type SummarySource = {
  id: string;
  number: number;
  title: string;
  product: { id: number; name: string };
  error: { id: number; name: string };
  priority: SupportTicketSummary['priority'];
  status: SupportTicketSummary['status'];
  outcome: SupportTicketSummary['outcome'];
  dueDate: Date | null;
  author: UserRef;
  createdAt: Date;
  updatedAt: Date;
};

function toSummary(r: SummarySource, today: string): SupportTicketSummary {
  const dueDate = r.dueDate ? ymd(r.dueDate) : null;
  return {
    id: r.id,
    number: r.number,
    title: r.title,
    product: r.product,
    error: r.error,
    priority: r.priority,
    status: r.status,
    outcome: r.outcome,
    dueDate,
    overdue: isOverdue(r, today),
    author: r.author,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
