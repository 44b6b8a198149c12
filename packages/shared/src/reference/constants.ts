// Business constants of spec section 9. The database stores these codes; labels live in i18n.

export const CURRENCIES = ['USD', 'UYU', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'USD';

/** VAT applied to taxable charges (22 %). */
export const TAX_MULTIPLIER = 0.22;

export const COMPANIES = ['MVD', 'AUZ', 'ZON'] as const;
export type Company = (typeof COMPANIES)[number];

export const TRANSPORT_MODES = ['AIR', 'SEA', 'ROAD', 'EXPRESS'] as const;
export type TransportMode = (typeof TRANSPORT_MODES)[number];

/** Service = transport mode + load type. Express has no sub-service. */
export const SERVICES = [
  'AIR_LSE',
  'AIR_ULD',
  'SEA_LCL',
  'SEA_FCL',
  'SEA_RORO',
  'ROAD_LTL',
  'ROAD_FTL',
  'EXPRESS',
] as const;
export type Service = (typeof SERVICES)[number];
export const SERVICE_MODE: Record<Service, TransportMode> = {
  AIR_LSE: 'AIR',
  AIR_ULD: 'AIR',
  SEA_LCL: 'SEA',
  SEA_FCL: 'SEA',
  SEA_RORO: 'SEA',
  ROAD_LTL: 'ROAD',
  ROAD_FTL: 'ROAD',
  EXPRESS: 'EXPRESS',
};
export const AIR_MODES = ['ULD', 'LSE'] as const;

export const INCOTERMS = ['EXW', 'FCA', 'FAS', 'FOB', 'CFR', 'CIF', 'CIP', 'CPT', 'DAP', 'DPU', 'DDP'] as const;
export type Incoterm = (typeof INCOTERMS)[number];
/** Incoterms under which the forwarder collects the goods at the seller's premises. */
export const PICKUP_INCOTERMS: readonly Incoterm[] = ['EXW', 'FCA'];

export type ContainerSpec = { maxPayloadKg: number; volumeM3: number };
export const CONTAINER_TYPES = {
  '20FR': { maxPayloadKg: 30140, volumeM3: 32.7 },
  '20GP': { maxPayloadKg: 28130, volumeM3: 33.2 },
  '20HC': { maxPayloadKg: 28000, volumeM3: 38.5 },
  '20NOR': { maxPayloadKg: 28000, volumeM3: 33.2 },
  '20OT': { maxPayloadKg: 28000, volumeM3: 33.2 },
  '20PL': { maxPayloadKg: 27960, volumeM3: 0 },
  '20RE': { maxPayloadKg: 28000, volumeM3: 32.0 },
  '40FR': { maxPayloadKg: 40000, volumeM3: 62.2 },
  '40GP': { maxPayloadKg: 28755, volumeM3: 67.8 },
  '40HC': { maxPayloadKg: 30000, volumeM3: 76.0 },
  '40NOR': { maxPayloadKg: 28700, volumeM3: 67.8 },
  '40OT': { maxPayloadKg: 28700, volumeM3: 67.8 },
  '40PL': { maxPayloadKg: 39300, volumeM3: 0 },
  '40RE': { maxPayloadKg: 28700, volumeM3: 67.0 },
  '40REHC': { maxPayloadKg: 28700, volumeM3: 75.0 },
  '45HC': { maxPayloadKg: 30000, volumeM3: 89.0 },
} as const satisfies Record<string, ContainerSpec>;
export type ContainerType = keyof typeof CONTAINER_TYPES;
export const CONTAINER_TYPE_CODES = Object.keys(CONTAINER_TYPES) as ContainerType[];

/** Open, closed or van, flatbed, refrigerated, curtainside. */
export const TRUCK_TYPES = ['OPEN', 'RTRK', 'R1FT', 'REFR', 'CURT'] as const;
export type TruckType = (typeof TRUCK_TYPES)[number];

/** General cargo, dangerous goods, pharmaceuticals. */
export const COMMODITY_TYPES = ['GEN', 'DG', 'PHAE'] as const;
export type CommodityType = (typeof COMMODITY_TYPES)[number];

export const STACKABLE_VALUES = ['YES', 'NO', 'TOP_LOAD'] as const;
export type Stackable = (typeof STACKABLE_VALUES)[number];

export const NOTE_VISIBILITIES = ['CLIENT', 'INTERNAL', 'ON_REQUEST'] as const;
export type NoteVisibility = (typeof NOTE_VISIBILITIES)[number];
export const DEFAULT_NOTE_VISIBILITY: NoteVisibility = 'INTERNAL';

export const PAYMENT_TERMS = ['CASH', 'CREDIT', 'CHECK'] as const;
export type PaymentTerm = (typeof PAYMENT_TERMS)[number];
export const CREDIT_DAYS = [7, 15, 30, 45, 60, 90, 120, 150, 180] as const;

export const MEASURE_SYSTEMS = ['METRIC', 'IMPERIAL'] as const;
export type MeasureSystem = (typeof MEASURE_SYSTEMS)[number];
export const DEFAULT_MEASURE_SYSTEM: MeasureSystem = 'METRIC';

/** Packing line unit: loose packages (cartons) or pallets. */
export const PACKAGE_KINDS = ['PACKAGES', 'PALLETS'] as const;
export type PackageKind = (typeof PACKAGE_KINDS)[number];

export const EXPRESS_DIRECTIONS = ['OB', 'IB'] as const;
export type ExpressDirection = (typeof EXPRESS_DIRECTIONS)[number];
export const DEFAULT_EXPRESS_RATE = 'IP0';
export const EXPRESS_INSURERS = ['FEDEX', 'OTHER'] as const;
export const DEFAULT_EXPRESS_INSURER = 'FEDEX';

export const RULE_FILTER_CONDITIONS = ['EQUALS', 'NOT_EQUALS', 'CONTAINS', 'HAS', 'NOT_HAS'] as const;
export const RULE_FILTER_TYPES = [
  'INCOTERM',
  'ORIGIN',
  'DESTINATION',
  'AUTORATE',
  'TRANSPORT_MODE',
  'MODE',
  'CLIENT_REQUEST',
] as const;

/** Keys exported with each cost line (spec section 9). */
export const COST_EXPORT_KEYS = ['description', 'validez', 'ruta', 'ttime', 'carrier', 'freeDays'] as const;

/** Upload limit (spec sections 5 and 9). */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/**
 * What an import (rates, operations) reads at most (issue 35): each is checked while the file is read,
 * off the API's event loop, and past any of them the import answers IMPORT_TOO_LARGE naming it and
 * changes nothing. Excel's own cell limit is 32,767 characters.
 */
export const IMPORT_LIMITS = {
  /** The uploaded file. */
  fileBytes: 10 * 1024 * 1024,
  /** XLSX: what the parts read (workbook, styles, shared strings, first sheet) inflate to, together. */
  unzippedBytes: 64 * 1024 * 1024,
  /** XLSX: inflated / compressed size of one part, once past 1 MB (a zip bomb's ratio is in the thousands). */
  zipRatio: 100,
  zipEntries: 10_000,
  /** Data rows with a value (the header aside). */
  rows: 5000,
  /** Rows read, empty ones included. */
  sheetRows: 100_000,
  columns: 512,
  cellChars: 32_767,
  sharedStrings: 200_000,
  sharedStringChars: 16_000_000,
  xmlDepth: 64,
  /** Reading the file, from when a worker picks it up. */
  timeMs: 5000,
} as const;
export type ImportLimit = keyof typeof IMPORT_LIMITS | 'memory';
