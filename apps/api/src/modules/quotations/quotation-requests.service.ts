import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import {
  cargoTotals,
  COMPANY_TIME_ZONE,
  containersWeightKg,
  quotationRuleViolations,
  SERVICE_MODE,
  type FieldError,
  type QuotationCreated,
} from '@freight/shared';
import type { CreateQuotationDto } from '@freight/shared/dto';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AppError } from '../../common/errors/app-error.js';
import type { Tx } from '../../common/prisma/prisma.service.js';
import { todayIn, yearIn } from '../../common/time/zoned-dates.js';
import { StagedDocumentsService } from '../documents/staged-documents.service.js';
import { UsersService } from '../users/users.service.js';
import { QuotationEventsRepository } from './quotation-events.repository.js';
import { QuotationsRepository } from './quotations.repository.js';
import { AuditService } from '../audit/audit.service.js';
import { AutoPricingService, type AutoPricingOutcome } from '../rules/auto-pricing.service.js';
import { QUOTATION_PUBLISHED, type QuotationPublishedEvent } from '../sells/sells.events.js';
import { QUOTATION_STATUS_CHANGED, type QuotationStatusChangedEvent } from './quotation-status.service.js';

export const QUOTATION_CREATED = 'quotation.created';
export type QuotationCreatedEvent = { quotationId: string; reference: string; service: string; userId: string };

/**
 * Who a request is for when the caller is not its owner: a client's portal request (issue 43). `admit`
 * runs first inside the creating transaction (the client's lock and daily limit), so its checks and the
 * new row commit together.
 */
export type RequestOwner = { commercialId: string; origin: 'CLIENT_REQUEST'; admit?: (tx: Tx) => Promise<void> };
export type CreatedRequest = QuotationCreated & { id: string; auto: AutoPricingOutcome | null };

@Injectable()
export class QuotationRequestsService {
  constructor(
    private readonly quotations: QuotationsRepository,
    private readonly eventLog: QuotationEventsRepository,
    private readonly users: UsersService,
    private readonly stagedDocuments: StagedDocumentsService,
    private readonly events: EventEmitter2,
    private readonly audit: AuditService,
    private readonly autoPricing: AutoPricingService,
  ) {}

  async create(user: AuthUser, dto: CreateQuotationDto): Promise<QuotationCreated> {
    return { reference: (await this.createRequest(user, dto)).reference };
  }

  /** A new request; `owner` names the commercial who owns it when a client asked in its portal. */
  async createRequest(user: AuthUser, dto: CreateQuotationDto, owner?: RequestOwner): Promise<CreatedRequest> {
    const commercialId = owner?.commercialId ?? user.id;
    await this.validate(user, dto);
    const lines = dto.packingLines ?? [];
    const cargo = cargoTotals(lines, dto.service, dto.measureSystem);
    // Full containers without a packing list: the cargo weight is what each line states per container.
    const totals =
      lines.length === 0 && dto.containers?.length
        ? { ...cargo, weightKg: containersWeightKg(dto.containers, dto.measureSystem) }
        : cargo;
    const created = await this.quotations.transaction(async (tx) => {
      await owner?.admit?.(tx);
      // The row first under a provisional reference nobody else can see (the transaction is not committed);
      // its number is taken last, below.
      const id = randomUUID();
      const row = await this.quotations.create(tx, {
        id,
        reference: `~${id}`,
        company: dto.company,
        service: dto.service,
        transportMode: SERVICE_MODE[dto.service],
        clientId: dto.clientId,
        commercialId,
        origin: owner?.origin ?? 'STAFF',
        assignedToId: dto.assignedToId ?? null,
        originCode: dto.originCode ?? null,
        originName: dto.originName ?? null,
        destinationCode: dto.destinationCode ?? null,
        destinationName: dto.destinationName ?? null,
        incoterm: dto.incoterm ?? null,
        measureSystem: dto.measureSystem,
        commodityType: dto.commodityType,
        goodsDescription: dto.goodsDescription,
        stackable: dto.stackable,
        goodsValue: dto.goodsValue ?? null,
        goodsCurrency: dto.goodsCurrency,
        hasInsurance: dto.hasInsurance,
        insuranceValue: dto.hasInsurance ? (dto.insuranceValue ?? null) : null,
        insuranceCurrency: dto.insuranceCurrency,
        containers: (dto.containers ?? []).map((c) => ({
          quantity: c.quantity,
          type: c.type,
          ...(c.weight ? { weight: c.weight } : {}),
          ...(c.weightToConfirm ? { weightToConfirm: true } : {}),
        })),
        trucks: (dto.trucks ?? []).map((t) => ({ quantity: t.quantity, type: t.type })),
        packingLines: lines.map((l) => ({ ...l })),
        pickup: dto.pickup ? { ...dto.pickup } : undefined,
        express: dto.express,
        shipmentDate: dto.shipmentDate ? new Date(`${dto.shipmentDate}T00:00:00Z`) : null,
        goodsReadyDate: dto.goodsReadyDate ? new Date(`${dto.goodsReadyDate}T00:00:00Z`) : null,
        sellers: dto.sellers ?? [],
        buyers: dto.buyers ?? [],
        clientReference: dto.clientReference ?? null,
        pricingComments: dto.pricingComments ?? null,
        totalPackages: totals.packages,
        totalPallets: totals.pallets,
        totalWeightKg: totals.weightKg,
        totalVolumeM3: totals.volumeM3,
        chargeable: totals.chargeable,
        chargeableUnit: totals.chargeableUnit,
        createdBy: user.id,
        updatedBy: user.id,
      });
      await this.quotations.addNotes(tx, row.id, user.id, dto.notes ?? []);
      // Files uploaded while the form was filled; someone else's or already used ones roll everything back.
      await this.stagedDocuments.claim(tx, {
        userId: user.id,
        quotationId: row.id,
        clientId: dto.clientId,
        attachments: dto.attachments ?? [],
      });
      await this.eventLog.add(tx, {
        quotationId: row.id,
        userId: user.id,
        kind: 'CREATED',
        toStatus: row.status,
      });
      // Quotation rules (and a chosen instant quote) price the request in this same transaction,
      // unless the commercial chose to send it to pricing.
      const auto = await this.autoPricing.onCreated(
        tx,
        row.id,
        user.id,
        dto.instantRateId ? { rateId: dto.instantRateId } : undefined,
        dto.sendToPricing === true,
      );
      // The number last, just before the commit (issue 50): the counter's row lock, which serialises the
      // creations of a company and year, is held for this statement, the audit row and the commit, not
      // through the whole creation. A rollback gives the number back: references stay gapless and unique.
      // Reference numbers follow the company's calendar: the year turns at midnight in its zone.
      const reference = await this.quotations.assignReference(tx, row.id, dto.company, yearIn(COMPANY_TIME_ZONE));
      await this.audit.record(
        user,
        'quotation',
        row.id,
        'insert',
        { after: { reference, status: row.status, clientId: dto.clientId, origin: owner?.origin ?? 'STAFF' } },
        tx,
      );
      return { ...row, reference, auto };
    });
    const event: QuotationCreatedEvent = {
      quotationId: created.id,
      reference: created.reference,
      service: dto.service,
      userId: user.id,
    };
    this.events.emit(QUOTATION_CREATED, event);
    const auto = created.auto;
    if (auto) {
      this.events.emit(QUOTATION_STATUS_CHANGED, {
        quotationId: created.id,
        reference: created.reference,
        from: 'REQUESTED',
        to: 'QUOTED',
        userId: user.id,
      } satisfies QuotationStatusChangedEvent);
      this.events.emit(QUOTATION_PUBLISHED, {
        quotationId: created.id,
        reference: created.reference,
        commercialId,
        status: 'QUOTED',
        userId: user.id,
      } satisfies QuotationPublishedEvent);
    }
    return { id: created.id, reference: created.reference, auto };
  }

  /** The per-service rules of packages/shared plus the checks that need the database. */
  private async validate(user: AuthUser, dto: CreateQuotationDto): Promise<void> {
    const problems: FieldError[] = quotationRuleViolations(dto, todayIn(user.timeZone));
    const [client, assignee] = await Promise.all([
      this.quotations.clientExists(dto.clientId),
      dto.assignedToId ? this.users.findActiveCommercial(dto.assignedToId) : Promise.resolve({ id: '' }),
    ]);
    if (!client) problems.push({ field: 'clientId', rules: ['notFound'] });
    if (!assignee) problems.push({ field: 'assignedToId', rules: ['notACommercial'] });
    // A chosen rate and "send to pricing" are two different answers to one question.
    if (dto.instantRateId && dto.sendToPricing)
      problems.push({ field: 'sendToPricing', rules: ['notWithInstantRate'] });
    if (problems.length) throw new AppError('VALIDATION_FAILED', { fields: problems });
  }
}
