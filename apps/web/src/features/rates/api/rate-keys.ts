import type { RatesListParams } from './get-rates';

/** Query keys of the rates feature; every save invalidates `ratesKeys.all`. */
export const ratesKeys = {
  all: ['rates'] as const,
  lists: () => [...ratesKeys.all, 'list'] as const,
  list: (params: RatesListParams) => [...ratesKeys.lists(), params] as const,
  detail: (id: string) => [...ratesKeys.all, 'detail', id] as const,
  exchange: (day: string) => [...ratesKeys.all, 'exchange', day] as const,
  carriers: (search: string) => [...ratesKeys.all, 'carriers', search] as const,
  owners: () => [...ratesKeys.all, 'owners'] as const,
  chargeCodes: () => [...ratesKeys.all, 'chargeCodes'] as const,
};
