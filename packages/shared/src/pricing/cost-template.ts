import type { ErrorCode } from '../errors/codes.js';
import type { Currency } from '../reference/constants.js';

/**
 * The portal's own cost template (issue 42), attached pre-filled to every cost-request mail: its first
 * sheet's hidden first row holds the marker, the version and the quotation's reference; its hidden
 * first column names what each row holds, so the agent may add or move rows without breaking it.
 */
export const COST_TEMPLATE = {
  marker: '#freight-cost-template',
  version: 1,
  /** Column A of the header row of the charges table; the rows below it are charges. */
  chargesKey: '#charges',
  chargeKey: 'charge',
} as const;

/** The cost's own fields, one row each (column A names it, column C holds the value). */
export const COST_TEMPLATE_FIELDS = [
  'description',
  'validUntil',
  'route',
  'transitDays',
  'freeDays',
  'carrier',
  'comments',
] as const;
export type CostTemplateField = (typeof COST_TEMPLATE_FIELDS)[number];

/** The template's attachment name: the reader only flags an unreadable XLSX that bears it. */
export const costTemplateFileName = (reference: string) => `costs-${reference}.xlsx`;

/** Why a template attached to a reply was not read into a draft: the file, the code, and where. */
export type CostTemplateProblem = {
  name: string;
  code: ErrorCode;
  /** The sheet's row number and the field (or column) of the value that could not be read. */
  line?: number;
  field?: string;
};

export const COST_DRAFT_STATES = ['PENDING', 'CONFIRMED', 'DISCARDED'] as const;
export type CostDraftState = (typeof COST_DRAFT_STATES)[number];

export type CostDraftChargeInfo = {
  chargeCode: { id: string; concept: string; description: string; descriptionEn: string; descriptionPt: string };
  description: string | null;
  currency: Currency;
  amountPerUnit: number;
  quantity: number;
  total: number;
};

/** A cost read from a filled template: pricing confirms it (it becomes the agent's cost) or discards it. */
export type CostDraftInfo = {
  id: string;
  costRequestId: string;
  provider: { id: string; code: string; name: string };
  fileName: string;
  createdAt: string;
  state: CostDraftState;
  decision: { at: string; by: string | null } | null;
  description: string;
  validUntil: string | null;
  route: string | null;
  transitDays: number | null;
  freeDays: number | null;
  carrier: string | null;
  comments: string | null;
  charges: CostDraftChargeInfo[];
  /** Sum of charge totals per currency. */
  totals: Partial<Record<Currency, number>>;
};
