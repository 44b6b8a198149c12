import type { Company, Currency, Incoterm, Service, TransportMode } from '../reference/constants.js';
import type { Language } from '../config/modules.js';
import type { NotApprovedReason, QuotationStatus } from '../quotations/status.js';
import type { LocationKind } from '../reference/location.js';

/**
 * The client portal (issue 14). Every response type below is a whitelist: it names each field a
 * third-party client may read, and nothing of costs, margins, agents, providers, pricing users,
 * internal notes or hidden sell lines. The API builds these objects field by field.
 */

/** A client sees a quotation once it has been sent to them: SENT and the answers after it. */
export const PORTAL_STATUSES = ['SENT', 'APPROVED', 'NOT_APPROVED'] as const satisfies readonly QuotationStatus[];
export type PortalStatus = (typeof PORTAL_STATUSES)[number];

/** Money in currency units (two decimals). */
export type PortalMoney = { currency: Currency; amount: number; tax: number; total: number };

export type PortalQuotationSummary = {
  reference: string;
  company: Company;
  service: Service;
  transportMode: TransportMode;
  status: PortalStatus;
  /** Cancelled by the company: shown, but cannot be answered. */
  cancelled: boolean;
  /** Past its validity (the earliest validity of what it was priced on) and not yet answered. */
  expired: boolean;
  originCode: string | null;
  originName: string | null;
  destinationCode: string | null;
  destinationName: string | null;
  incoterm: Incoterm | null;
  clientReference: string | null;
  /** yyyy-mm-dd, or null when no validity was given. */
  validUntil: string | null;
  sentAt: string | null;
  createdAt: string;
  totals: PortalMoney[];
};

export type PortalSellLine = { concept: string; description: string } & PortalMoney;

export type PortalDocument = { id: string; name: string; mimeType: string; sizeBytes: number; createdAt: string };

/** A file the client uploaded for its next request (issue 43); `safetyDataSheet` answers the dangerous-goods rule. */
export type PortalUploadedFile = PortalDocument & { safetyDataSheet: boolean };

export type PortalNote = { title: string | null; text: string };

export type PortalAnswer = {
  status: 'APPROVED' | 'NOT_APPROVED';
  /** The portal user who answered (a colleague at the same client), or null when the company recorded it. */
  by: string | null;
  at: string;
  reason: NotApprovedReason | null;
  comment: string | null;
};

export type PortalQuotationDetail = PortalQuotationSummary & {
  /** The client's contact at the company for this quotation. */
  commercial: { name: string; email: string; phone: string | null };
  cargo: {
    goodsDescription: string;
    commodityType: string;
    stackable: string;
    packages: number;
    pallets: number;
    weightKg: number;
    volumeM3: number;
    chargeable: number;
    chargeableUnit: string;
    containers: { quantity: number; type: string }[];
    trucks: { quantity: number; type: string }[];
  };
  conditions: { transitDays: number[]; freeDays: number[]; carriers: string[] };
  lines: PortalSellLine[];
  notes: PortalNote[];
  documents: PortalDocument[];
  answer: PortalAnswer | null;
  /** When a re-quote of this expired quotation was asked for, or null. */
  requoteRequestedAt: string | null;
  /** What the signed-in portal user may do now. */
  canAccept: boolean;
  canDecline: boolean;
  canRequestRequote: boolean;
};

/** `operation`: the operation the acceptance opened, where the company opens them on the client's acceptance. */
export type PortalAnswerResult = { status: 'APPROVED' | 'NOT_APPROVED'; at: string; operation: string | null };
export type PortalRequoteResult = { requestedAt: string };

/** A colleague at the same client with portal access (read-only list). */
export type PortalColleague = {
  name: string;
  email: string;
  language: Language;
  lastLoginAt: string | null;
  active: boolean;
};

/** The portal user's client, as its users see it. */
/** `selfQuoting`: the client may ask for quotations in the portal (issue 43). */
export type PortalClient = { name: string; legalName: string; selfQuoting: boolean; colleagues: PortalColleague[] };

/**
 * The answer to a client's request: PRICED when a rate and a rule with auto-send priced and sent it at
 * once (`quotation` is then the portal's own detail, client-visible fields only); IN_PRICING otherwise.
 */
export type ClientQuotationRequestResult = {
  reference: string;
  state: 'PRICED' | 'IN_PRICING';
  quotation: PortalQuotationDetail | null;
};

/** A client's portal switches (administrators edit them on the client record). */
export type ClientPortalSettings = {
  selfQuoting: boolean;
  instantPrices: boolean;
  dailyRequestLimit: number;
  /** The client's acceptance opens the operation at once (issue 43); off: staff open it from the quotation. */
  opensOperation: boolean;
};

/** A place of a usual lane, as the request form keeps it (`kind` from the locations catalogue). */
export type PortalLanePlace = { code: string; name: string; kind: LocationKind };

/** One of the client's usual lanes (issue 43): from its earlier quotations, most used first. */
export type PortalUsualLane = { origin: PortalLanePlace; destination: PortalLanePlace; quotations: number };
