import { INCOTERMS, PORTAL_STATUSES, SERVICES, type Incoterm, type PortalStatus, type Service } from '@freight/shared';
import type { PortalListFilters } from '../api/list-portal-quotations';

/** What the client quotation screen saves in localStorage (spec section 3's client quotation filters). */
export type PortalFilterValues = {
  reference: string;
  origins: string[];
  destinations: string[];
  services: string[];
  incoterms: string[];
  status: string[];
};

export const PORTAL_FILTER_DEFAULTS: PortalFilterValues = {
  reference: '',
  origins: [],
  destinations: [],
  services: [],
  incoterms: [],
  status: [],
};

const only = <T extends string>(list: readonly T[], values: string[]): T[] =>
  values.filter((v): v is T => (list as readonly string[]).includes(v));

const codes = (values: string[]) => [
  ...new Set(values.map((v) => v.trim().toUpperCase()).filter((v) => v.length > 0 && v.length <= 10)),
];

/** The saved values as the endpoint's filters; values saved by an older version that are no longer valid are dropped. */
export function toPortalFilters(values: PortalFilterValues): PortalListFilters {
  const filters: PortalListFilters = {
    reference: values.reference.trim() || undefined,
    origins: codes(values.origins),
    destinations: codes(values.destinations),
    services: only<Service>(SERVICES, values.services),
    incoterms: only<Incoterm>(INCOTERMS, values.incoterms),
    status: only<PortalStatus>(PORTAL_STATUSES, values.status),
  };
  // Equal filters give equal query keys: empty ones are left out.
  return Object.fromEntries(
    Object.entries(filters).filter(([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0)),
  );
}
