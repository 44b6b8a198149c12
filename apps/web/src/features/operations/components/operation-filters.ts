import {
  CONTAINER_MODES,
  OPERATION_STATUSES,
  TRANSPORT_MODES,
  type ContainerMode,
  type OperationStatus,
  type TransportMode,
} from '@freight/shared';
import { isDateRangePreset, resolveDateRange } from '@/components/dates';
import type { OperationListFilters } from '../api/operations-api';

/** What the list saves in localStorage (spec section 3 operation filters). */
export type OperationFilterValues = {
  operatives: string[];
  commercials: string[];
  clientName: string;
  transportModes: string[];
  containerModes: string[];
  origins: string[];
  destinations: string[];
  etdPreset: string | null;
  etdFrom: string | null;
  etdTo: string | null;
  etaPreset: string | null;
  etaFrom: string | null;
  etaTo: string | null;
  status: string[];
  houseNumber: string;
  masterNumber: string;
  shipmentKey: string;
  containerNumber: string;
  quoteNumber: string;
};

export const OPERATION_FILTER_DEFAULTS: OperationFilterValues = {
  operatives: [],
  commercials: [],
  clientName: '',
  transportModes: [],
  containerModes: [],
  origins: [],
  destinations: [],
  etdPreset: null,
  etdFrom: null,
  etdTo: null,
  etaPreset: null,
  etaFrom: null,
  etaTo: null,
  status: [],
  houseNumber: '',
  masterNumber: '',
  shipmentKey: '',
  containerNumber: '',
  quoteNumber: '',
};

const only = <T extends string>(list: readonly T[], values: string[] | undefined): T[] | undefined => {
  const kept = (values ?? []).filter((v): v is T => (list as readonly string[]).includes(v));
  return kept.length ? kept : undefined;
};
const text = (value: string | undefined) => value?.trim() || undefined;
const list = (values: string[] | undefined) => (values?.length ? values : undefined);

function range(preset: string | null, from: string | null, to: string | null, now: Date, timeZone: string) {
  const r = resolveDateRange({ preset: isDateRangePreset(preset) ? preset : null, from, to }, now, timeZone);
  return r && r.from <= r.to ? r : null;
}

/** Saved values as the endpoint's filters; values no longer valid (an old status) are dropped, not sent. */
export function toOperationFilters(values: OperationFilterValues, now: Date, timeZone: string): OperationListFilters {
  const etd = range(values.etdPreset, values.etdFrom, values.etdTo, now, timeZone);
  const eta = range(values.etaPreset, values.etaFrom, values.etaTo, now, timeZone);
  const filters: OperationListFilters = {
    operatives: list(values.operatives),
    commercials: list(values.commercials),
    clientName: text(values.clientName),
    transportModes: only<TransportMode>(TRANSPORT_MODES, values.transportModes),
    containerModes: only<ContainerMode>(CONTAINER_MODES, values.containerModes),
    origins: list(values.origins),
    destinations: list(values.destinations),
    etdFrom: etd?.from,
    etdTo: etd?.to,
    etaFrom: eta?.from,
    etaTo: eta?.to,
    status: only<OperationStatus>(OPERATION_STATUSES, values.status),
    houseNumber: text(values.houseNumber),
    masterNumber: text(values.masterNumber),
    shipmentKey: text(values.shipmentKey),
    containerNumber: text(values.containerNumber),
    quoteNumber: text(values.quoteNumber),
  };
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined));
}

/** The filters kept in the "More filters" drawer: the bar shows client, status, ETD and ETA. */
export const MORE_OPERATION_FILTERS = [
  'quoteNumber',
  'operatives',
  'commercials',
  'transportModes',
  'containerModes',
  'origins',
  'destinations',
  'houseNumber',
  'masterNumber',
  'shipmentKey',
  'containerNumber',
] as const satisfies readonly (keyof OperationFilterValues)[];

/** How many of the drawer's filters are set (an empty text or list is not set). */
export function countMoreFilters(values: OperationFilterValues): number {
  return MORE_OPERATION_FILTERS.filter((key) => {
    const value = values[key];
    return Array.isArray(value) ? value.length > 0 : value.trim() !== '';
  }).length;
}
