import {
  INCOTERMS,
  QUOTATION_STATUSES,
  SERVICES,
  SERVICE_MODE,
  TRANSPORT_MODES,
  type Incoterm,
  type QuotationStatus,
  type Service,
  type TransportMode,
} from '@freight/shared';
import { isDateRangePreset, resolveDateRange } from '@/components/dates';

/** The filters every quotation list view accepts (absent ones are not sent): the list and export endpoints' query. */
export type QuotationListFilters = {
  reference?: string;
  clientId?: string;
  /** The pricing analyst who took the request. */
  pricingUserId?: string;
  transportMode?: TransportMode;
  service?: Service;
  originCode?: string;
  destinationCode?: string;
  incoterm?: Incoterm;
  status?: QuotationStatus[];
  /** yyyy-mm-dd, inclusive, in the user's time zone. */
  createdFrom?: string;
  createdTo?: string;
  /** Manager view: one commercial's quotations, and those awaiting the manager's approval. */
  commercialId?: string;
  awaitingApproval?: boolean;
};

/**
 * What a list screen saves in localStorage. Picked client and locations keep their label too,
 * so a restored filter shows a name without another lookup.
 */
export type QuotationFilterValues = {
  reference: string;
  clientId: string | null;
  clientName: string | null;
  pricingUserId: string | null;
  transportMode: string | null;
  service: string | null;
  originCode: string | null;
  originName: string | null;
  destinationCode: string | null;
  destinationName: string | null;
  incoterm: string | null;
  status: string[];
  datePreset: string | null;
  dateFrom: string | null;
  dateTo: string | null;
  /** Manager view only: one commercial, and "awaiting my approval". */
  commercialId: string | null;
  awaitingApproval: boolean;
};

export const QUOTATION_FILTER_DEFAULTS: QuotationFilterValues = {
  reference: '',
  clientId: null,
  clientName: null,
  pricingUserId: null,
  transportMode: null,
  service: null,
  originCode: null,
  originName: null,
  destinationCode: null,
  destinationName: null,
  incoterm: null,
  status: [],
  datePreset: null,
  dateFrom: null,
  dateTo: null,
  commercialId: null,
  awaitingApproval: false,
};

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : undefined;

/** The services a mode offers (all of them when no mode is chosen). */
export function servicesFor(mode: string | null): Service[] {
  const chosen = oneOf(TRANSPORT_MODES, mode);
  return chosen ? SERVICES.filter((s) => SERVICE_MODE[s] === chosen) : [...SERVICES];
}

/**
 * The saved values as the list endpoint's filters. Values saved by an older version that are no
 * longer valid (an unknown status, a removed service) are dropped instead of failing the request.
 */
export function toListFilters(values: QuotationFilterValues, now: Date, timeZone: string): QuotationListFilters {
  const preset = isDateRangePreset(values.datePreset) ? values.datePreset : null;
  const range = resolveDateRange({ preset, from: values.dateFrom, to: values.dateTo }, now, timeZone);
  const status = values.status.filter((s): s is QuotationStatus =>
    (QUOTATION_STATUSES as readonly string[]).includes(s),
  );
  return {
    reference: values.reference.trim() || undefined,
    clientId: values.clientId ?? undefined,
    // Saved by an older version without this filter: undefined, not a crash.
    pricingUserId: values.pricingUserId ?? undefined,
    transportMode: oneOf<TransportMode>(TRANSPORT_MODES, values.transportMode),
    service: oneOf<Service>(SERVICES, values.service),
    originCode: values.originCode ?? undefined,
    destinationCode: values.destinationCode ?? undefined,
    incoterm: oneOf<Incoterm>(INCOTERMS, values.incoterm),
    status: status.length ? status : undefined,
    // A custom range typed backwards matches nothing; it is not sent until corrected.
    createdFrom: range && range.from <= range.to ? range.from : undefined,
    createdTo: range && range.from <= range.to ? range.to : undefined,
    commercialId: values.commercialId ?? undefined,
    awaitingApproval: values.awaitingApproval === true ? true : undefined,
  };
}

/** Drops undefined keys so equal filters give equal query keys. */
export function compactFilters(filters: QuotationListFilters): QuotationListFilters {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined));
}
