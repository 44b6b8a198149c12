import type {
  ContactTraffic,
  ProviderCategory,
  ProviderContactInfo,
  ProviderDetail,
  ProviderListItem,
  Service,
} from '@freight/shared';
import type { ProvidersRepository } from './providers.repository.js';

type DetailRow = NonNullable<Awaited<ReturnType<ProvidersRepository['findDetail']>>>;
type ListRow = Awaited<ReturnType<ProvidersRepository['listPage']>>[number];
type ContactRow = DetailRow['contacts'][number];

// Arrays are stored as text[]; the DTOs only ever let known codes in.
export function toContact(row: ContactRow): ProviderContactInfo {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    primary: row.primary,
    services: row.services as Service[],
    traffics: row.traffics as ContactTraffic[],
    comments: row.comments,
    active: row.active,
    bouncedAt: row.bouncedAt?.toISOString() ?? null,
  };
}

export function toDetail(row: DetailRow): ProviderDetail {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    language: row.language,
    active: row.active,
    originCountries: row.originCountries,
    destinationCountries: row.destinationCountries,
    categories: row.categories as ProviderCategory[],
    services: row.services as Service[],
    contacts: row.contacts.map(toContact),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toListItem(row: ListRow): ProviderListItem {
  const primary = row.contacts[0];
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    language: row.language,
    active: row.active,
    originCountries: row.originCountries,
    destinationCountries: row.destinationCountries,
    categories: row.categories as ProviderCategory[],
    services: row.services as Service[],
    primaryContact: primary ? { name: primary.name, email: primary.email } : null,
    contactCount: row._count.contacts,
  };
}
