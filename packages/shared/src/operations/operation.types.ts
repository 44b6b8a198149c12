import type { NoteVisibility, TransportMode } from '../reference/constants.js';

/** Operation (shipment) statuses of spec section 4, set by hand by the operative. */
export const OPERATION_STATUSES = [
  'NOT_ASSIGNED',
  'CANCELED',
  'ON_HOLD',
  'IN_COORDINATION',
  'IN_TRANSIT',
  'AT_BORDER',
  'ARRIVED',
  'PAYMENT_PENDING',
  'CLOSURE_PENDING',
  'CLOSED',
] as const;
export type OperationStatus = (typeof OPERATION_STATUSES)[number];

/** General operations and express (courier) shipments share one model. */
export const OPERATION_KINDS = ['GENERAL', 'EXPRESS'] as const;
export type OperationKind = (typeof OPERATION_KINDS)[number];

/** The express lists: every shipment, those in progress, and the finished (closed or canceled) ones. */
export const EXPRESS_VIEWS = ['all', 'in-progress', 'finished'] as const;
export type ExpressView = (typeof EXPRESS_VIEWS)[number];

export type ExpressAddress = {
  description: string;
  city: string;
  stateOrProvinceCode?: string | null;
  postalCode?: string | null;
  countryCode: string;
};
export type ExpressPackage = { quantity: number; weightKg: number; description?: string | null };
export type OperationExpress = {
  courier: string | null;
  trackingNumber: string | null;
  shipper: ExpressAddress | null;
  recipient: ExpressAddress | null;
  packages: ExpressPackage[];
};

/** Closed and canceled operations are read-only: no note or event may be created or edited. */
export const READ_ONLY_OPERATION_STATUSES: readonly OperationStatus[] = ['CLOSED', 'CANCELED'];
export function isOperationReadOnly(status: OperationStatus): boolean {
  return READ_ONLY_OPERATION_STATUSES.includes(status);
}

/** The list's colour per status (Mantine colour names). */
export const OPERATION_STATUS_COLORS: Record<OperationStatus, string> = {
  NOT_ASSIGNED: 'gray',
  CANCELED: 'dark',
  ON_HOLD: 'yellow',
  IN_COORDINATION: 'blue',
  IN_TRANSIT: 'cyan',
  AT_BORDER: 'grape',
  ARRIVED: 'teal',
  PAYMENT_PENDING: 'orange',
  CLOSURE_PENDING: 'lime',
  CLOSED: 'green',
};

/** How the cargo travels: full or shared container, roll-on roll-off, air loose or ULD, road full or part load, courier. */
export const CONTAINER_MODES = ['FCL', 'LCL', 'RORO', 'LSE', 'ULD', 'FTL', 'LTL', 'COURIER'] as const;
export type ContainerMode = (typeof CONTAINER_MODES)[number];

/** The default due time of a new event in the user's time zone (spec section 9). */
export const DEFAULT_EVENT_DUE_TIME = '12:00';

/** Operation references: OP-26-000123. */
export const OPERATION_REFERENCE = /^OP-\d{2}-\d{6}$/;

export type OperationUserRef = { id: string; code: string; name: string };

export type OperationSummary = {
  id: string;
  reference: string;
  kind: OperationKind;
  status: OperationStatus;
  houseNumber: string | null;
  masterNumber: string | null;
  shipmentKey: string | null;
  containerNumbers: string[];
  quoteNumber: string | null;
  client: { id: string; tradeName: string };
  operatives: OperationUserRef[];
  commercial: OperationUserRef | null;
  transportMode: TransportMode;
  containerMode: ContainerMode | null;
  originCode: string | null;
  originName: string | null;
  destinationCode: string | null;
  destinationName: string | null;
  /** yyyy-mm-dd */
  etd: string | null;
  eta: string | null;
  openEvents: number;
  overdueEvents: number;
  createdAt: string;
};

export type OperationStatusChange = {
  id: string;
  from: OperationStatus | null;
  to: OperationStatus;
  user: OperationUserRef | null;
  at: string;
};

export type OperationNoteRevision = { text: string; replacedAt: string; replacedBy: OperationUserRef | null };

export type OperationNote = {
  id: string;
  visibility: NoteVisibility;
  noteType: { id: string; code: string; name: string } | null;
  text: string;
  author: OperationUserRef | null;
  createdAt: string;
  updatedAt: string;
  /** Earlier texts, newest first. */
  revisions: OperationNoteRevision[];
};

export type OperationEventPostponement = {
  from: string;
  to: string;
  reason: string;
  by: OperationUserRef | null;
  at: string;
};

export type OperationEvent = {
  id: string;
  operationReference: string;
  title: string;
  description: string | null;
  /** ISO instant. */
  dueAt: string;
  finalizedAt: string | null;
  finalizedBy: OperationUserRef | null;
  createdAt: string;
  createdBy: OperationUserRef | null;
  overdue: boolean;
  postponements: OperationEventPostponement[];
};

export type OperationDetail = OperationSummary & {
  quotationReference: string | null;
  incoterm: string | null;
  goodsDescription: string | null;
  packages: number | null;
  weightKg: string | null;
  volumeM3: string | null;
  readOnly: boolean;
  /** Express shipments only. */
  express: OperationExpress | null;
  statusHistory: OperationStatusChange[];
  notes: OperationNote[];
  events: OperationEvent[];
};

export type OperationCreated = { id: string; reference: string };

/** The home page's agenda counts for the current user's operations. */
export type AgendaCounts = { today: number; overdue: number };

/** One bad row of an import: its line in the file (the header is line 1), the column and the reason's code. */
export type OperationImportError = { line: number; column: string | null; code: string };
/** What an import did (or, on a dry run, would do); a file with bad rows imports nothing. */
export type OperationImportResult = {
  dryRun: boolean;
  created: { line: number; shipmentKey: string }[];
  updated: { line: number; shipmentKey: string; reference: string; fields: string[] }[];
  unchanged: number;
  errors: OperationImportError[];
};
