/** Query keys of the support feature; writes invalidate the parts they change. */
export const supportKeys = {
  all: ['support'] as const,
  products: () => [...supportKeys.all, 'products'] as const,
  errors: (productName: string) => [...supportKeys.all, 'errors', productName] as const,
  users: () => [...supportKeys.all, 'users'] as const,
  links: () => [...supportKeys.all, 'links'] as const,
  adminProducts: () => [...supportKeys.all, 'admin-products'] as const,
  tickets: () => [...supportKeys.all, 'tickets'] as const,
  mine: (includeClosed: boolean) => [...supportKeys.tickets(), 'mine', includeClosed] as const,
  desk: (filters: DeskFilters) => [...supportKeys.tickets(), 'desk', filters] as const,
  detail: (id: string) => [...supportKeys.tickets(), 'detail', id] as const,
};

export type DeskFilters = {
  status?: string | null;
  priority?: string | null;
  productId?: number | null;
  dueBefore?: string | null;
  includeClosed?: boolean;
};
