import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import type { OperationCreated, OperationStatus } from '@freight/shared';
import type { CreateExpressOperationDto, CreateOperationDto, OpenFromQuotationDto } from '@freight/shared/dto';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AppError } from '../../common/errors/app-error.js';
import { isDuplicate } from '../../common/prisma/db-refusal.js';
import type { Tx } from '../../common/prisma/prisma.service.js';
import { yearIn } from '../../common/time/zoned-dates.js';
import { AuditService } from '../audit/audit.service.js';
import { QuotationPolicy } from '../quotations/quotation.policy.js';
import { LocationsService } from '../reference/locations.service.js';
import { withCatalogueNames } from './location-names.js';
import { announceAssignment, assertOperatives, dateOnly } from './operation-operatives.js';
import { OperationsRepository, type OperationFields, type QuotationForOperation } from './operations.repository.js';

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

/** An express quotation opens an express shipment: its addresses and insurer (the courier) are copied. */
function expressFromQuotation(mode: string, express: unknown): Partial<OperationFields> {
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

/** An operation opened from a quotation, and the operatives it was given. */
export type OpenedOperation = OperationCreated & { operativeIds: string[] };

/** What an approved quotation's operation copies of it: lane, client, cargo and commercial. */
function operationOf(q: QuotationForOperation): Omit<OperationFields, 'reference' | 'status'> {
  return {
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
  };
}

/** Opening an operation: by hand, as an express shipment, or from an approved quotation. */
@Injectable()
export class OperationOpeningService {
  constructor(
    private readonly operations: OperationsRepository,
    private readonly quotationPolicy: QuotationPolicy,
    private readonly events: EventEmitter2,
    private readonly audit: AuditService,
    private readonly locations: LocationsService,
  ) {}

  async create(user: AuthUser, input: CreateOperationDto): Promise<OperationCreated> {
    const dto = await withCatalogueNames(input, this.locations, user.language);
    const client = await this.operations.clientExists(dto.clientId);
    if (!client) throw new AppError('VALIDATION_FAILED', { fields: [{ field: 'clientId', rules: ['exists'] }] });
    await assertOperatives(this.operations, dto.operativeIds);
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
        etd: dateOnly(dto.etd) ?? null,
        eta: dateOnly(dto.eta) ?? null,
        goodsDescription: dto.goodsDescription || null,
      }),
    );
    announceAssignment(this.events, created, dto.operativeIds, user);
    return created;
  }

  /** An express shipment by hand: courier, tracking number, both addresses and its packages. */
  async createExpress(user: AuthUser, dto: CreateExpressOperationDto): Promise<OperationCreated> {
    const client = await this.operations.clientExists(dto.clientId);
    if (!client) throw new AppError('VALIDATION_FAILED', { fields: [{ field: 'clientId', rules: ['exists'] }] });
    await assertOperatives(this.operations, dto.operativeIds);
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
        etd: dateOnly(dto.etd) ?? null,
        eta: dateOnly(dto.eta) ?? null,
        goodsDescription: dto.goodsDescription || null,
      }),
    );
    announceAssignment(this.events, created, dto.operativeIds, user);
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
    await assertOperatives(this.operations, operativeIds);
    let created: OperationCreated;
    try {
      created = await this.operations.transaction((tx) => this.insert(tx, user, operativeIds, operationOf(q)));
    } catch (err) {
      // Two clicks at once: the unique quotation_id lets one win.
      if (isDuplicate(err)) {
        const winner = await this.operations.findByQuotation(q.id);
        throw new AppError('OPERATION_ALREADY_OPENED', { reference: winner?.reference ?? null });
      }
      throw err;
    }
    announceAssignment(this.events, created, operativeIds, user);
    return created;
  }

  /**
   * A client's acceptance in its portal, where its company opens operations on it (issue 43): the same
   * opening as staff's, inside the transaction that records the acceptance, so both happen or neither.
   * The client's operatives still eligible are assigned (one who left is no reason to refuse the client).
   * The caller announces the assignment once committed (`announceOpened`).
   */
  async openOnClientAcceptance(tx: Tx, client: AuthUser, quotationId: string): Promise<OpenedOperation> {
    const q = await this.operations.quotationForOperation(quotationId, tx);
    if (q.status !== 'APPROVED' || !q.active) throw new AppError('QUOTATION_NOT_APPROVED', { status: q.status });
    const existing = await this.operations.findByQuotation(q.id, tx);
    if (existing) return { ...existing, operativeIds: [] };
    const assigned = await this.operations.clientOperatives(q.clientId);
    const operativeIds = (await this.operations.activeOperatives(assigned)).map((u) => u.id);
    const created = await this.insert(tx, client, operativeIds, operationOf(q));
    return { ...created, operativeIds };
  }

  announceOpened(opened: OpenedOperation, user: AuthUser): void {
    announceAssignment(this.events, opened, opened.operativeIds, user);
  }

  private async insert(
    tx: Tx,
    user: AuthUser,
    operativeIds: string[],
    data: Omit<OperationFields, 'reference' | 'status'>,
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
      {
        after: {
          reference,
          status,
          kind: data.kind ?? 'GENERAL',
          clientId: data.clientId,
          quotationId: data.quotationId ?? null,
          operativeIds: [...new Set(operativeIds)].sort(),
        },
      },
      tx,
    );
    return created;
  }
}
