import type {
  Company,
  Currency,
  Incoterm,
  MeasureSystem,
  NoteVisibility,
  Service,
  Stackable,
  TransportMode,
} from '../reference/constants.js';
import type { RecordTypeRef } from '../record-types/record-type.types.js';
import type { CargoTotals } from './cargo.js';
import type { QuotationEventKind, QuotationStatus } from './status.js';

export type UserRef = { id: string; code: string; name: string };

/** One row of the quotation lists. */
export const QUOTATION_ORIGINS = ['STAFF', 'CLIENT_REQUEST'] as const;
export type QuotationOrigin = (typeof QUOTATION_ORIGINS)[number];

export type QuotationSummary = {
  reference: string;
  company: Company;
  service: Service;
  transportMode: TransportMode;
  status: QuotationStatus;
  active: boolean;
  /** CLIENT_REQUEST: asked for by the client in its portal (issue 43; lists show a badge). */
  origin: QuotationOrigin;
  client: { id: string; name: string };
  commercial: UserRef;
  assignedTo: UserRef | null;
  /** The pricing analyst who took the request (null while it waits in the new-requests queue). */
  pricingUser: UserRef | null;
  originCode: string | null;
  originName: string | null;
  destinationCode: string | null;
  destinationName: string | null;
  incoterm: Incoterm | null;
  totals: CargoTotals;
  createdAt: string;
  updatedAt: string;
};

export type QuotationEvent = {
  id: string;
  kind: QuotationEventKind;
  user: UserRef | null;
  detail: string | null;
  fromStatus: QuotationStatus | null;
  toStatus: QuotationStatus | null;
  createdAt: string;
};

export type QuotationNote = {
  id: string;
  visibility: NoteVisibility;
  /** Its note type, null on notes written without one; an inactive type stays shown. */
  noteType: RecordTypeRef | null;
  text: string;
  createdBy: UserRef | null;
  createdAt: string;
};

export type DocumentInfo = {
  id: string;
  name: string;
  mimeType: string;
  sizeBytes: number;
  clientVisible: boolean;
  providerVisible: boolean;
  safetyDataSheet: boolean;
  /** Its document type, null on files uploaded without one; an inactive type stays shown. */
  documentType: RecordTypeRef | null;
  createdBy: UserRef | null;
  createdAt: string;
};

export type QuotationDetail = QuotationSummary & {
  measureSystem: MeasureSystem;
  commodityType: string;
  goodsDescription: string;
  stackable: Stackable;
  goodsValue: number | null;
  goodsCurrency: Currency;
  hasInsurance: boolean;
  insuranceValue: number | null;
  insuranceCurrency: Currency;
  /** `weight` per container (kg, lb when imperial) or `weightToConfirm` (issue 36); older requests have neither. */
  containers: { quantity: number; type: string; weight?: number; weightToConfirm?: boolean }[];
  trucks: { quantity: number; type: string }[];
  packingLines: { kind: string; quantity: number; weight: number; length: number; width: number; height: number }[];
  pickup: Record<string, string | undefined> | null;
  express: Record<string, unknown> | null;
  shipmentDate: string | null;
  goodsReadyDate: string | null;
  sellers: string[];
  buyers: string[];
  clientReference: string | null;
  pricingComments: string | null;
  /** The statuses the current user may move this quotation to. */
  allowedTransitions: QuotationStatus[];
};

export type QuotationCreated = { reference: string };
