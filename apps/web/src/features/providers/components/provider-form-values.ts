import type {
  ContactTraffic,
  Language,
  ProviderCategory,
  ProviderContactInfo,
  ProviderDetail,
  Service,
} from '@freight/shared';
import type { CreateProviderDto, ProviderContactDto, UpdateProviderDto } from '@freight/shared/dto';

export type ContactValues = {
  /** Stable list key while the form is open (contacts have no id before they are saved). */
  key: string;
  name: string;
  email: string;
  primary: boolean;
  services: Service[];
  traffics: ContactTraffic[];
  comments: string;
};

export type ProviderFormValues = {
  code: string;
  name: string;
  language: Language;
  originCountries: string[];
  destinationCountries: string[];
  categories: ProviderCategory[];
  services: Service[];
  /** Only the create form edits contacts inline; editing uses the contacts panel. */
  contacts: ContactValues[];
};

let nextKey = 0;
const newKey = () => `contact-${(nextKey += 1)}`;

export function emptyContact(primary = false): ContactValues {
  return { key: newKey(), name: '', email: '', primary, services: [], traffics: [], comments: '' };
}

export function contactValues(contact: ProviderContactInfo): ContactValues {
  return { ...contact, key: contact.id, comments: contact.comments ?? '' };
}

export function emptyProvider(): ProviderFormValues {
  return {
    code: '',
    name: '',
    language: 'en',
    originCountries: [],
    destinationCountries: [],
    categories: ['AGENT'],
    services: [],
    contacts: [emptyContact(true)],
  };
}

export function providerValues(p: ProviderDetail): ProviderFormValues {
  const { code, name, language, originCountries, destinationCountries, categories, services } = p;
  return { code, name, language, originCountries, destinationCountries, categories, services, contacts: [] };
}

export function toContactBody(c: ContactValues): ProviderContactDto {
  return {
    name: c.name.trim(),
    email: c.email.trim(),
    primary: c.primary,
    services: c.services,
    traffics: c.traffics,
    comments: c.comments.trim() || null,
  };
}

export function toUpdateBody(v: ProviderFormValues): UpdateProviderDto {
  return {
    code: v.code.trim().toUpperCase(),
    name: v.name.trim(),
    language: v.language,
    originCountries: v.originCountries,
    destinationCountries: v.destinationCountries,
    categories: v.categories,
    services: v.services,
  };
}

export function toCreateBody(v: ProviderFormValues): CreateProviderDto {
  return { ...toUpdateBody(v), contacts: v.contacts.map(toContactBody) };
}
