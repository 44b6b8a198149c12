/** Query keys of the support feature; writes invalidate the parts they change. */
export const supportKeys = {
  all: ['support'] as const,
  products: () => [...supportKeys.all, 'products'] as const,
  errors: (productName: string) => [...supportKeys.all, 'errors', productName] as const,
  users: () => [...supportKeys.all, 'users'] as const,
  links: () => [...supportKeys.all, 'links'] as const,
  adminProducts: () => [...supportKeys.all, 'admin-products'] as const,
  tickets: () => [...supportKeys.all, 'tickets'] as const,
  mine: (includeClosed: boolean, page: TicketPageParams) =>
    [...supportKeys.tickets(), 'mine', includeClosed, page] as const,
  desk: (filters: DeskFilters, page: TicketPageParams) => [...supportKeys.tickets(), 'desk', filters, page] as const,
  detail: (id: string) => [...supportKeys.tickets(), 'detail', id] as const,
};

export type DeskFilters = {
  status: string | null;
  priority: string | null;
  productId: number | null;
  dueBefore: string | null;
  includeClosed: boolean;
};

/** The desk as it opens: open tickets of every status, priority and product. */
export const DESK_FILTER_DEFAULTS: DeskFilters = {
  status: null,
  priority: null,
  productId: null,
  dueBefore: null,
  includeClosed: false,
};

/** A keyset page of a ticket list: its size and the cursor that opens it (null: the first page). */
export type TicketPageParams = { limit: number; cursor: string | null };
