import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import {
  isOperationReadOnly,
  type OperationKind,
  type OperationCreated,
  type OperationDetail,
  type OperationStatus,
  type OperationSummary,
  type Page,
} from '@freight/shared';
import type {
  ChangeOperationStatusDto,
  CreateExpressOperationDto,
  CreateOperationDto,
  ExpressOperationListQueryDto,
  OpenFromQuotationDto,
  OperationListQueryDto,
  UpdateOperationDto,
} from '@freight/shared/dto';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AppError } from '../../common/errors/app-error.js';
import { type CursorList, toPage } from '../../common/pagination/keyset.js';
import type { Tx } from '../../common/prisma/prisma.service.js';
import { yearIn } from '../../common/time/zoned-dates.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { AuditService } from '../audit/audit.service.js';
import { QuotationPolicy } from '../quotations/quotation.policy.js';
import { OperationActivityRepository } from './operation-activity.repository.js';
import { dateRangeWhere, expressViewWhere, operationFilterWhere } from './operation-filters.js';
import { LocationsRepository } from '../reference/locations.repository.js';
import { withCatalogueNames } from './location-names.js';
import { toEvent, toExpress, toNote, toStatusChange, toSummary, userIdsOf } from './operation.mappers.js';
import { OperationPolicy } from './operation.policy.js';
import { OPERATION_ASSIGNED, type OperationAssignedEvent } from './operations.events.js';
import { OperationsRepository, type OperationSummaryRow } from './operations.repository.js';

const SERVICE_CONTAINER_MODE: Record<string, string> = {
  AIR_LSE: 'LSE',
  AIR_ULD: 'ULD',
  SEA_LCL: 'LCL',
  SEA_FCL: 'FCL',
  SEA_RORO: 'RORO',
  ROAD_LTL: 'LTL',
  ROAD_FTL: 'FTL',
  EXPRESS: 'COURIER',
};

const date = (d: string | undefined) => (d ? new Date(`${d}T00:00:00.000Z`) : undefined);

/** An express quotation opens an express shipment: its addresses and insurer (the courier) are copied. */
function expressFromQuotation(mode: string, express: unknown): Partial<Prisma.OperationUncheckedCreateInput> {
  if (mode !== 'EXPRESS') return {};
  const e = (express ?? {}) as { shipper?: object; recipient?: object; insurer?: string };
  return {
    kind: 'EXPRESS',
    courier: e.insurer ?? null,
    shipperAddress: e.shipper ?? undefined,
    recipientAddress: e.recipient ?? undefined,
    expressPackages: [],
  };
}

@Injectable()
export class OperationsService {
  constructor(
    private readonly operations: OperationsRepository,
    private readonly activity: OperationActivityRepository,
    private readonly policy: OperationPolicy,
    private readonly quotationPolicy: QuotationPolicy,
    private readonly events: EventEmitter2,
    private readonly audit: AuditService,
    private readonly locations: LocationsRepository,
  ) {}

  async list(_user: AuthUser, q: OperationListQueryDto): Promise<Page<OperationSummary>> {
    return this.page('operations', q, await this.withinDateRange(q, 'GENERAL', operationFilterWhere(q), q.sort));
  }

  /** An express list: the same filters on express shipments, narrowed to the view's status group. */
  async listExpress(_user: AuthUser, q: ExpressOperationListQueryDto): Promise<Page<OperationSummary>> {
    const where = { AND: [operationFilterWhere(q, 'EXPRESS'), expressViewWhere(q.view)] };
    return this.page('express-operations', q, await this.withinDateRange(q, 'EXPRESS', where, q.sort));
  }

  /** The filters, with the list's walk bounded when they hold an ETD/ETA range (see `dateRangeWhere`). */
  private async withinDateRange(
    q: OperationListQueryDto,
    kind: OperationKind,
    where: Prisma.OperationWhereInput,
    sort: OperationListQueryDto['sort'],
  ): Promise<Prisma.OperationWhereInput> {
    const range = dateRangeWhere(q, kind);
    return range ? this.operations.boundToRange(where, range, sort) : where;
  }

  private async page(list: CursorList, q: OperationListQueryDto, where: Prisma.OperationWhereInput): Promise<Page<OperationSummary>> {
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

  async create(user: AuthUser, input: CreateOperationDto): Promise<OperationCreated> {
    const dto = await withCatalogueNames(input, this.locations, user.language);
    const client = await this.operations.clientExists(dto.clientId);
    if (!client) throw new AppError('VALIDATION_FAILED', { fields: [{ field: 'clientId', rules: ['exists'] }] });
    await this.assertOperatives(dto.operativeIds);
    const created = await this.operations.transaction((tx) =>
      this.insert(tx, user, dto.operativeIds, {
        clientId: dto.clientId,
        commercialId: dto.commercialId ?? client.commercialId,
        transportMode: dto.transportMode,
        containerMode: dto.containerMode ?? null,
        houseNumber: dto.houseNumber || null,
        masterNumber: dto.masterNumber || null,
        shipmentKey: dto.shipmentKey || null,
        containerNumbers: dto.containerNumbers,
        containerSearch: dto.containerNumbers.join(' '),
        originCode: dto.originCode || null,
        originName: dto.originName || null,
        destinationCode: dto.destinationCode || null,
        destinationName: dto.destinationName || null,
        etd: date(dto.etd) ?? null,
        eta: date(dto.eta) ?? null,
        goodsDescription: dto.goodsDescription || null,
      }),
    );
    this.announce(created, dto.operativeIds, user);
    return created;
  }

  /** An express shipment by hand: courier, tracking number, both addresses and its packages. */
  async createExpress(user: AuthUser, dto: CreateExpressOperationDto): Promise<OperationCreated> {
    const client = await this.operations.clientExists(dto.clientId);
    if (!client) throw new AppError('VALIDATION_FAILED', { fields: [{ field: 'clientId', rules: ['exists'] }] });
    await this.assertOperatives(dto.operativeIds);
    const packages = dto.packages.map((p) => ({
      quantity: p.quantity,
      weightKg: p.weightKg,
      description: p.description || null,
    }));
    const created = await this.operations.transaction((tx) =>
      this.insert(tx, user, dto.operativeIds, {
        kind: 'EXPRESS',
        clientId: dto.clientId,
        commercialId: dto.commercialId ?? client.commercialId,
        transportMode: 'EXPRESS',
        containerMode: 'COURIER',
        courier: dto.courier,
        trackingNumber: dto.trackingNumber || null,
        shipperAddress: { ...dto.shipper },
        recipientAddress: { ...dto.recipient },
        expressPackages: packages,
        packages: packages.reduce((n, p) => n + p.quantity, 0),
        weightKg: packages.reduce((n, p) => n + p.quantity * p.weightKg, 0),
        containerNumbers: [],
        originCode: dto.shipper.countryCode,
        originName: dto.shipper.city,
        destinationCode: dto.recipient.countryCode,
        destinationName: dto.recipient.city,
        etd: date(dto.etd) ?? null,
        eta: date(dto.eta) ?? null,
        goodsDescription: dto.goodsDescription || null,
      }),
    );
    this.announce(created, dto.operativeIds, user);
    return created;
  }

  /**
   * One action opens an APPROVED quotation's operation: lane, client, cargo and commercial are copied,
   * and each links to the other (the operation's quotation_id is unique: a quotation opens at most one).
   */
  async openFromQuotation(
    user: AuthUser,
    quotationReference: string,
    dto: OpenFromQuotationDto,
  ): Promise<OperationCreated> {
    const visible = await this.quotationPolicy.findVisible(user, quotationReference);
    const q = await this.operations.quotationForOperation(visible.id);
    if (q.status !== 'APPROVED' || !q.active) throw new AppError('QUOTATION_NOT_APPROVED', { status: q.status });
    const existing = await this.operations.findByQuotation(q.id);
    if (existing) throw new AppError('OPERATION_ALREADY_OPENED', { reference: existing.reference });
    const operativeIds = dto.operativeIds.length
      ? dto.operativeIds
      : await this.operations.clientOperatives(q.clientId);
    await this.assertOperatives(operativeIds);
    let created: OperationCreated;
    try {
      created = await this.operations.transaction((tx) =>
        this.insert(tx, user, operativeIds, {
          quotationId: q.id,
          quoteNumber: q.reference,
          clientId: q.clientId,
          commercialId: q.commercialId,
          transportMode: q.transportMode,
          containerMode: SERVICE_CONTAINER_MODE[q.service] ?? null,
          originCode: q.originCode,
          originName: q.originName,
          destinationCode: q.destinationCode,
          destinationName: q.destinationName,
          etd: q.shipmentDate,
          incoterm: q.incoterm,
          goodsDescription: q.goodsDescription,
          packages: q.totalPackages + q.totalPallets || null,
          weightKg: q.totalWeightKg,
          volumeM3: q.totalVolumeM3,
          containers: q.containers ?? [],
          containerNumbers: [],
          ...expressFromQuotation(q.transportMode, q.express),
        }),
      );
    } catch (err) {
      // Two clicks at once: the unique quotation_id lets one win.
      if ((err as { code?: string }).code === 'P2002') {
        const winner = await this.operations.findByQuotation(q.id);
        throw new AppError('OPERATION_ALREADY_OPENED', { reference: winner?.reference ?? null });
      }
      throw err;
    }
    this.announce(created, operativeIds, user);
    return created;
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
    if (dto.operativeIds) await this.assertOperatives(dto.operativeIds);
    const before = await this.operations.operativeIds(op.id);
    await this.operations.transaction(async (tx) => {
      await this.operations.update(tx, op.id, {
        ...(dto.houseNumber !== undefined ? { houseNumber: dto.houseNumber || null } : {}),
        ...(dto.masterNumber !== undefined ? { masterNumber: dto.masterNumber || null } : {}),
        ...(dto.shipmentKey !== undefined ? { shipmentKey: dto.shipmentKey || null } : {}),
        ...(dto.containerNumbers !== undefined
          ? { containerNumbers: dto.containerNumbers, containerSearch: dto.containerNumbers.join(' ') }
          : {}),
        ...(dto.etd !== undefined ? { etd: date(dto.etd) ?? null } : {}),
        ...(dto.eta !== undefined ? { eta: date(dto.eta) ?? null } : {}),
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
          await this.audit.record(user, 'operation', op.id, 'operatives', { before: { operativeIds: was }, after: { operativeIds: now } }, tx);
      }
    });
    if (dto.operativeIds)
      this.announce(
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

  private async insert(
    tx: Tx,
    user: AuthUser,
    operativeIds: string[],
    data: Omit<Prisma.OperationUncheckedCreateInput, 'reference' | 'status'>,
  ): Promise<OperationCreated> {
    const reference = await this.operations.nextReference(tx, yearIn(user.timeZone));
    // Statuses are set by hand by the operative; every operation starts unassigned.
    const status: OperationStatus = 'NOT_ASSIGNED';
    const created = await this.operations.create(tx, {
      ...data,
      reference,
      status,
      createdBy: user.id,
      updatedBy: user.id,
    });
    await this.operations.addOperatives(tx, created.id, operativeIds, user.id);
    await this.operations.recordStatus(tx, created.id, null, status, user.id);
    // Later changes of the row are recorded by the database (operations_audit); its creation here.
    await this.audit.record(
      user,
      'operation',
      created.id,
      'insert',
      { after: { reference, status, kind: data.kind ?? 'GENERAL', clientId: data.clientId, quotationId: data.quotationId ?? null, operativeIds: [...new Set(operativeIds)].sort() } },
      tx,
    );
    return created;
  }

  private async assertOperatives(ids: string[]): Promise<void> {
    if (!ids.length) return;
    const found = await this.operations.activeOperatives(ids);
    if (found.length !== new Set(ids).size) throw new AppError('OPERATIVE_NOT_ELIGIBLE');
  }

  private announce(op: OperationCreated, operativeIds: string[], user: AuthUser): void {
    if (!operativeIds.length) return;
    const event: OperationAssignedEvent = {
      operationId: op.id,
      reference: op.reference,
      operativeIds,
      userId: user.id,
    };
    this.events.emit(OPERATION_ASSIGNED, event);
  }
}
