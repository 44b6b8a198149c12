import {
  DEFAULT_CURRENCY,
  DEFAULT_EXPRESS_INSURER,
  DEFAULT_MEASURE_SYSTEM,
  DEFAULT_NOTE_VISIBILITY,
  PICKUP_INCOTERMS,
  SERVICE_MODE,
  type CommodityType,
  type Company,
  type ContainerType,
  type Currency,
  type ExpressDirection,
  type Incoterm,
  type MeasureSystem,
  type NoteVisibility,
  type PackageKind,
  type PackingLineInput,
  type RecordTypeRef,
  type Service,
  type Stackable,
  type TruckType,
} from '@freight/shared';
import type { LocationValue } from '@/components/locations/location-select';

/** What NumericInput hands back: a number, '' when empty, or the text it refuses to read. */
export type NumberValue = number | string;

export type ClientValue = { id: string; label: string };

export type PackingLineValues = {
  key: string;
  kind: PackageKind;
  quantity: NumberValue;
  weight: NumberValue;
  length: NumberValue;
  width: NumberValue;
  height: NumberValue;
};
export type ContainerLineValues = {
  key: string;
  quantity: NumberValue;
  type: ContainerType | null;
  /** Cargo weight per container (kg, lb when imperial), or the explicit "to be confirmed". */
  weight: NumberValue;
  weightToConfirm: boolean;
};
export type TruckLineValues = { key: string; quantity: NumberValue; type: TruckType | null };
export type AddressValues = {
  description: string;
  city: string;
  stateOrProvinceCode: string;
  postalCode: string;
  country: LocationValue | null;
};
export type PickupValues = {
  address: string;
  postalCode: string;
  city: string;
  state: string;
  supplier: string;
  orderNumber: string;
};
export type NoteValues = { key: string; visibility: NoteVisibility; text: string };
export type AttachmentValues = {
  documentId: string;
  name: string;
  sizeBytes: number;
  safetyDataSheet: boolean;
  /** Shown only: the document keeps the type it was uploaded with (absent in drafts saved before types). */
  documentType?: RecordTypeRef | null;
};

/** The request form's values; also what a draft stores, so everything here must survive JSON. */
export type RequestFormValues = {
  company: Company;
  service: Service;
  client: ClientValue | null;
  origin: LocationValue | null;
  destination: LocationValue | null;
  incoterm: Incoterm | null;
  containers: ContainerLineValues[];
  trucks: TruckLineValues[];
  packingLines: PackingLineValues[];
  measureSystem: MeasureSystem;
  commodityType: CommodityType;
  goodsDescription: string;
  stackable: Stackable;
  goodsValue: NumberValue;
  goodsCurrency: Currency;
  hasInsurance: boolean;
  insuranceValue: NumberValue;
  insuranceCurrency: Currency;
  pickup: PickupValues;
  express: {
    direction: ExpressDirection;
    isDocument: boolean;
    insurer: string;
    shipper: AddressValues;
    recipient: AddressValues;
  };
  shipmentDate: string | null;
  goodsReadyDate: string | null;
  sellers: string[];
  buyers: string[];
  clientReference: string;
  pricingComments: string;
  notes: NoteValues[];
  attachments: AttachmentValues[];
};

let keySeq = 0;
/** A stable React key for a list row (rows are added and removed in the middle). */
export function rowKey(): string {
  keySeq += 1;
  return `row-${Date.now().toString(36)}-${keySeq}`;
}

export const emptyPackingLine = (): PackingLineValues => ({
  key: rowKey(),
  kind: 'PACKAGES',
  quantity: '',
  weight: '',
  length: '',
  width: '',
  height: '',
});
export const emptyContainerLine = (): ContainerLineValues => ({
  key: rowKey(),
  quantity: 1,
  type: null,
  weight: '',
  weightToConfirm: false,
});
export const emptyTruckLine = (): TruckLineValues => ({ key: rowKey(), quantity: 1, type: null });
export const emptyNote = (): NoteValues => ({ key: rowKey(), visibility: DEFAULT_NOTE_VISIBILITY, text: '' });
const emptyAddress = (): AddressValues => ({
  description: '',
  city: '',
  stateOrProvinceCode: '',
  postalCode: '',
  country: null,
});

export function initialRequestValues(): RequestFormValues {
  return {
    company: 'MVD',
    service: 'SEA_LCL',
    client: null,
    origin: null,
    destination: null,
    incoterm: null,
    containers: [emptyContainerLine()],
    trucks: [emptyTruckLine()],
    packingLines: [emptyPackingLine()],
    measureSystem: DEFAULT_MEASURE_SYSTEM,
    commodityType: 'GEN',
    goodsDescription: '',
    stackable: 'YES',
    goodsValue: '',
    goodsCurrency: DEFAULT_CURRENCY,
    hasInsurance: false,
    insuranceValue: '',
    insuranceCurrency: DEFAULT_CURRENCY,
    pickup: { address: '', postalCode: '', city: '', state: '', supplier: '', orderNumber: '' },
    express: {
      direction: 'OB',
      isDocument: false,
      insurer: DEFAULT_EXPRESS_INSURER,
      shipper: emptyAddress(),
      recipient: emptyAddress(),
    },
    shipmentDate: null,
    goodsReadyDate: null,
    sellers: [],
    buyers: [],
    clientReference: '',
    pricingComments: '',
    notes: [],
    attachments: [],
  };
}

/** The number typed, or undefined while empty or not (yet) a number. */
export function toNumber(value: NumberValue | null | undefined): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  // Only a plain "12.5" (kept by an older draft) reads; refused text ("80,5,1") never becomes a number.
  if (typeof value !== 'string' || !/^-?\d+(\.\d+)?$/.test(value.trim())) return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** Which parts of the form apply to the chosen service (the rest is hidden and not sent). */
export type FormSections = {
  express: boolean;
  route: boolean;
  containers: boolean;
  trucks: boolean;
  packing: boolean;
  pickup: boolean;
};

export function formSections(values: Pick<RequestFormValues, 'service' | 'incoterm' | 'express'>): FormSections {
  const express = SERVICE_MODE[values.service] === 'EXPRESS';
  return {
    express,
    route: !express,
    containers: values.service === 'SEA_FCL',
    trucks: values.service === 'ROAD_FTL',
    // An express envelope of documents has no packing list.
    packing: !(express && values.express.isDocument),
    pickup: !express && values.incoterm !== null && PICKUP_INCOTERMS.includes(values.incoterm),
  };
}

const PACKING_NUMBERS = ['quantity', 'weight', 'length', 'width', 'height'] as const;

/** A row the user added but never filled: ignored, so an optional packing list can stay empty. */
export function isBlankLine(line: PackingLineValues): boolean {
  return PACKING_NUMBERS.every((field) => String(line[field]).trim() === '');
}

/** Packing lines as numbers for the live totals: a field still empty counts as 0. */
export function packingInputs(lines: readonly PackingLineValues[]): PackingLineInput[] {
  return lines.map((l) => ({
    kind: l.kind,
    quantity: toNumber(l.quantity) ?? 0,
    weight: toNumber(l.weight) ?? 0,
    length: toNumber(l.length) ?? 0,
    width: toNumber(l.width) ?? 0,
    height: toNumber(l.height) ?? 0,
  }));
}
