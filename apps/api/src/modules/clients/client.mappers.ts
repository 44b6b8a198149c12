import type { ClientDetail, ClientListItem, UserRef } from '@freight/shared';
import type { ClientsRepository } from './clients.repository.js';

type ListRow = Awaited<ReturnType<ClientsRepository['listPage']>>[number];
type DetailRow = NonNullable<Awaited<ReturnType<ClientsRepository['findDetail']>>>;

export function toClientListItem(row: ListRow): ClientListItem {
  return {
    id: row.id,
    tradeName: row.tradeName,
    legalName: row.legalName,
    taxId: row.taxId,
    city: row.city,
    country: row.country,
    commercial: row.commercial,
    paymentTerms: row.paymentTerms,
    creditDays: row.creditDays,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toClientDetail(row: DetailRow, users: ReadonlyMap<string, UserRef>): ClientDetail {
  const ref = (id: string | null) => (id ? (users.get(id) ?? null) : null);
  return {
    ...toClientListItem(row),
    address: row.address,
    postalCode: row.postalCode,
    cwCode: row.cwCode,
    expressRates: row.expressRates,
    operatives: row.operatives.map((o) => users.get(o.userId)).filter((u): u is UserRef => !!u),
    createdBy: ref(row.createdBy),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: ref(row.updatedBy),
    portalSettings: {
      selfQuoting: row.portalSelfQuoting,
      instantPrices: row.portalInstantPrices,
      dailyRequestLimit: row.portalDailyRequestLimit,
      opensOperation: row.portalOpensOperation,
    },
  };
}
