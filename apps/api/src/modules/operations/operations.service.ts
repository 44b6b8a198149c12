import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import {
  isOperationReadOnly,
  type OperationKind,
  type OperationDetail,
  type OperationStatus,
  type OperationSummary,
  type Page,
} from '@freight/shared';
import type {
  ChangeOperationStatusDto,
  ExpressOperationListQueryDto,
  OperationListQueryDto,
  UpdateOperationDto,
} from '@freight/shared/dto';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AppError } from '../../common/errors/app-error.js';
import { type CursorList, toPage } from '../../common/pagination/keyset.js';
import { allOf } from '../../common/prisma/sql-builder.js';
import { AuditService } from '../audit/audit.service.js';
import { QuotationPolicy } from '../quotations/quotation.policy.js';
import { OperationActivityRepository } from './operation-activity.repository.js';
import {
  dateRangeWhere,
  expressViewWhere,
  operationFilterWhere,
  type OperationCondition,
} from './operation-filters.js';
import { toEvent, toExpress, toNote, toStatusChange, toSummary, userIdsOf } from './operation.mappers.js';
import { OperationPolicy } from './operation.policy.js';
import { announceAssignment, assertOperatives, dateOnly } from './operation-operatives.js';
import { OperationsRepository, type OperationSummaryRow } from './operations.repository.js';

@Injectable()
export class OperationsService {
  constructor(
    private readonly operations: OperationsRepository,
    private readonly activity: OperationActivityRepository,
    private readonly policy: OperationPolicy,
    private readonly quotationPolicy: QuotationPolicy,
    private readonly events: EventEmitter2,
    private readonly audit: AuditService,
  ) {}

  async list(_user: AuthUser, q: OperationListQueryDto): Promise<Page<OperationSummary>> {
    return this.page('operations', q, await this.withinDateRange(q, 'GENERAL', operationFilterWhere(q), q.sort));
  }

  /** An express list: the same filters on express shipments, narrowed to the view's status group. */
  async listExpress(_user: AuthUser, q: ExpressOperationListQueryDto): Promise<Page<OperationSummary>> {
    const where = allOf(operationFilterWhere(q, 'EXPRESS'), expressViewWhere(q.view));
    return this.page('express-operations', q, await this.withinDateRange(q, 'EXPRESS', where, q.sort));
  }

  /** The filters, with the list's walk bounded when they hold an ETD/ETA range (see `dateRangeWhere`). */
  private async withinDateRange(
    q: OperationListQueryDto,
    kind: OperationKind,
    where: OperationCondition,
    sort: OperationListQueryDto['sort'],
  ): Promise<OperationCondition> {
    const range = dateRangeWhere(q, kind);
    return range ? this.operations.boundToRange(where, range, sort) : where;
  }

  private async page(
    list: CursorList,
    q: OperationListQueryDto,
    where: OperationCondition,
  ): Promise<Page<OperationSummary>> {
    const rows = await this.operations.listPage({
      list,
      where,
      sort: q.sort,
      order: q.order,
      cursor: q.cursor,
      limit: q.limit,
    });
    const page = rows.slice(0, q.limit);
    const counts = await this.operations.eventCounts(
      page.map((r) => r.id),
      new Date(),
    );
    return toPage(list, rows, q.limit, q.sort, (row: OperationSummaryRow) => toSummary(row, counts.get(row.id)));
  }

  /** An export of the filtered list: its row count, then its rows in batches with their event counts. */
  async exportRows(q: OperationListQueryDto, max: number) {
    // Batches walk newest first, bounded like the list when a date range is set.
    const where = await this.withinDateRange(q, 'GENERAL', operationFilterWhere(q), 'createdAt');
    const total = await this.operations.countUpTo(where, max);
    const batches = this.withEventCounts(this.operations.exportBatches(where, total));
    return { total, batches };
  }

  /** One grouped event-count query per batch, never one per row. */
  private async *withEventCounts(batches: AsyncIterable<OperationSummaryRow[]>): AsyncIterable<OperationSummary[]> {
    for await (const rows of batches) {
      const counts = await this.operations.eventCounts(
        rows.map((r) => r.id),
        new Date(),
      );
      yield rows.map((row) => toSummary(row, counts.get(row.id)));
    }
  }

  async detail(user: AuthUser, reference: string, kind: OperationKind = 'GENERAL'): Promise<OperationDetail> {
    const op = await this.policy.findVisible(user, reference, kind);
    const now = new Date();
    const [row, history, notes, events, counts] = await Promise.all([
      this.operations.findDetail(op.id),
      this.operations.statusHistory(op.id),
      this.activity.notes(op.id),
      this.activity.events(op.id),
      this.operations.eventCounts([op.id], now),
    ]);
    const ids = new Set(userIdsOf(events, notes));
    for (const h of history) if (h.userId) ids.add(h.userId);
    const users = new Map((await this.operations.usersByIds([...ids])).map((u) => [u.id, u]));
    return {
      ...toSummary(row, counts.get(op.id)),
      quotationReference: row.quotation?.reference ?? null,
      incoterm: row.incoterm,
      goodsDescription: row.goodsDescription,
      packages: row.packages,
      weightKg: row.weightKg?.toString() ?? null,
      volumeM3: row.volumeM3?.toString() ?? null,
      readOnly: isOperationReadOnly(row.status),
      express: toExpress(row),
      statusHistory: history.map((h) => toStatusChange(h, users)),
      notes: notes.map((n) => toNote(n, users)),
      events: events.map((e) => toEvent(e, users, now)),
    };
  }

  async byQuotation(user: AuthUser, quotationReference: string): Promise<{ reference: string | null }> {
    const visible = await this.quotationPolicy.findVisible(user, quotationReference);
    return { reference: (await this.operations.findByQuotation(visible.id))?.reference ?? null };
  }

  async changeStatus(
    user: AuthUser,
    reference: string,
    dto: ChangeOperationStatusDto,
    kind: OperationKind = 'GENERAL',
  ): Promise<{ status: OperationStatus }> {
    const op = await this.policy.findVisible(user, reference, kind);
    if (op.status === dto.status) return { status: op.status };
    const ok = await this.operations.transaction(async (tx) => {
      if (!(await this.operations.changeStatus(tx, op.id, op.status, dto.status, user.id))) return false;
      await this.operations.recordStatus(tx, op.id, op.status, dto.status, user.id);
      return true;
    });
    if (!ok) throw new AppError('CONFLICT');
    return { status: dto.status };
  }

  /** Information edits; a closed or canceled operation keeps its data as it was closed. */
  async update(
    user: AuthUser,
    reference: string,
    dto: UpdateOperationDto,
    kind: OperationKind = 'GENERAL',
  ): Promise<void> {
    const op = await this.policy.findVisible(user, reference, kind);
    this.policy.assertWritable(op);
    if (dto.operativeIds) await assertOperatives(this.operations, dto.operativeIds);
    const before = await this.operations.operativeIds(op.id);
    await this.operations.transaction(async (tx) => {
      await this.operations.update(tx, op.id, {
        ...(dto.houseNumber !== undefined ? { houseNumber: dto.houseNumber || null } : {}),
        ...(dto.masterNumber !== undefined ? { masterNumber: dto.masterNumber || null } : {}),
        ...(dto.shipmentKey !== undefined ? { shipmentKey: dto.shipmentKey || null } : {}),
        ...(dto.containerNumbers !== undefined
          ? { containerNumbers: dto.containerNumbers, containerSearch: dto.containerNumbers.join(' ') }
          : {}),
        ...(dto.etd !== undefined ? { etd: dateOnly(dto.etd) ?? null } : {}),
        ...(dto.eta !== undefined ? { eta: dateOnly(dto.eta) ?? null } : {}),
        // Courier and tracking number belong to express shipments only.
        ...(op.kind === 'EXPRESS' && dto.courier !== undefined ? { courier: dto.courier } : {}),
        ...(op.kind === 'EXPRESS' && dto.trackingNumber !== undefined
          ? { trackingNumber: dto.trackingNumber || null }
          : {}),
        updatedBy: user.id,
      });
      if (dto.operativeIds) {
        await this.operations.removeOperativesExcept(tx, op.id, dto.operativeIds);
        await this.operations.addOperatives(tx, op.id, dto.operativeIds, user.id);
        // The row's own fields are recorded by the database (operations_audit); who works on it here.
        const [was, now] = [[...before].sort(), [...new Set(dto.operativeIds)].sort()];
        if (JSON.stringify(was) !== JSON.stringify(now))
          await this.audit.record(
            user,
            'operation',
            op.id,
            'operatives',
            { before: { operativeIds: was }, after: { operativeIds: now } },
            tx,
          );
      }
    });
    if (dto.operativeIds)
      announceAssignment(
        this.events,
        op,
        dto.operativeIds.filter((id) => !before.includes(id)),
        user,
      );
  }

  operatives() {
    return this.operations.operatives();
  }

  commercials() {
    return this.operations.commercials();
  }
}
