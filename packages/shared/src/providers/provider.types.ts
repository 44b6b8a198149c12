import type { Language } from '../config/modules.js';
import type { Service } from '../reference/constants.js';

/** What kind of company a provider is; a provider may be several (an agent that is also a trucker). */
export const PROVIDER_CATEGORIES = [
  'AGENT',
  'CARRIER',
  'SHIPPING_LINE',
  'AIRLINE',
  'TRUCKER',
  'COURIER',
  'CUSTOMS_BROKER',
  'INSURER',
] as const;
export type ProviderCategory = (typeof PROVIDER_CATEGORIES)[number];

/** The trades a contact handles for the provider. */
export const CONTACT_TRAFFICS = ['IMPORT', 'EXPORT', 'CROSS_TRADE'] as const;
export type ContactTraffic = (typeof CONTACT_TRAFFICS)[number];

export const PROVIDER_SORT_FIELDS = ['name', 'code', 'createdAt'] as const;
export type ProviderSortField = (typeof PROVIDER_SORT_FIELDS)[number];

/** Provider codes: letters, digits, dash or underscore; stored upper-case so "abc" and "ABC" collide. */
export const PROVIDER_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{1,19}$/;
export const MAX_CONTACTS_PER_PROVIDER = 30;

export type ProviderContactInfo = {
  id: string;
  name: string;
  email: string;
  primary: boolean;
  services: Service[];
  traffics: ContactTraffic[];
  comments: string | null;
  active: boolean;
  /** Issue 42: when a mail to this address bounced (cleared when the address is edited); null if never. */
  bouncedAt: string | null;
};

export type ProviderListItem = {
  id: string;
  code: string;
  name: string;
  language: Language;
  active: boolean;
  originCountries: string[];
  destinationCountries: string[];
  categories: ProviderCategory[];
  services: Service[];
  /** The active primary contact, the one cost requests are addressed to. */
  primaryContact: { name: string; email: string } | null;
  contactCount: number;
};

export type ProviderDetail = Omit<ProviderListItem, 'primaryContact' | 'contactCount'> & {
  /** Primary first, then active ones, then by name. */
  contacts: ProviderContactInfo[];
  createdAt: string;
  updatedAt: string;
};
