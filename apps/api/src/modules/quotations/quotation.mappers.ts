import {
  centsToNumber,
  SERVICE_MODE,
  toCents,
  type QuotationDetail,
  type QuotationEventKind,
  type QuotationSummary,
  type QuotationStatus,
  type UserRef,
} from '@freight/shared';
import type { DetailRow, SummaryRow } from './quotations.repository.js';

/** A stored amount (goods or insurance value) as the API's JSON number, through the money module. */
const money = (d: { toFixed(digits?: number): string } | null) => (d === null ? null : centsToNumber(toCents(d)));

export function toSummary(r: SummaryRow): QuotationSummary {
  return {
    reference: r.reference,
    company: r.company,
    service: r.service,
    transportMode: SERVICE_MODE[r.service],
    status: r.status,
    active: r.active,
    origin: r.origin,
    client: { id: r.client.id, name: r.client.tradeName },
    commercial: r.commercial,
    assignedTo: r.assignedTo,
    pricingUser: r.pricingUser,
    originCode: r.originCode,
    originName: r.originName,
    destinationCode: r.destinationCode,
    destinationName: r.destinationName,
    incoterm: r.incoterm as QuotationSummary['incoterm'],
    totals: {
      packages: r.totalPackages,
      pallets: r.totalPallets,
      weightKg: r.totalWeightKg.toNumber(),
      volumeM3: r.totalVolumeM3.toNumber(),
      chargeable: r.chargeable.toNumber(),
      chargeableUnit: r.chargeableUnit as 'KG' | 'WM',
    },
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export function toDetailFields(r: DetailRow) {
  return {
    measureSystem: r.measureSystem as 'METRIC' | 'IMPERIAL',
    commodityType: r.commodityType,
    goodsDescription: r.goodsDescription,
    stackable: r.stackable as 'YES' | 'NO' | 'TOP_LOAD',
    goodsValue: money(r.goodsValue),
    goodsCurrency: r.goodsCurrency as 'USD',
    hasInsurance: r.hasInsurance,
    insuranceValue: money(r.insuranceValue),
    insuranceCurrency: r.insuranceCurrency as 'USD',
    containers: r.containers as QuotationDetail['containers'],
    trucks: r.trucks as { quantity: number; type: string }[],
    packingLines: r.packingLines as {
      kind: string;
      quantity: number;
      weight: number;
      length: number;
      width: number;
      height: number;
    }[],
    pickup: r.pickup as Record<string, string | undefined> | null,
    express: r.express as Record<string, unknown> | null,
    shipmentDate: r.shipmentDate?.toISOString().slice(0, 10) ?? null,
    goodsReadyDate: r.goodsReadyDate?.toISOString().slice(0, 10) ?? null,
    sellers: r.sellers,
    buyers: r.buyers,
    clientReference: r.clientReference,
    pricingComments: r.pricingComments,
  };
}

export type EventRow = {
  id: string;
  kind: string;
  userId: string | null;
  detail: string | null;
  fromStatus: QuotationStatus | null;
  toStatus: QuotationStatus | null;
  createdAt: Date;
};

export function toEvent(e: EventRow, users: Map<string, UserRef>) {
  return {
    id: e.id,
    kind: e.kind as QuotationEventKind,
    user: e.userId ? (users.get(e.userId) ?? null) : null,
    detail: e.detail,
    fromStatus: e.fromStatus,
    toStatus: e.toStatus,
    createdAt: e.createdAt.toISOString(),
  };
}
