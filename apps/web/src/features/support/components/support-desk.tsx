import { Select, Stack, Switch } from '@mantine/core';
import { SUPPORT_TICKET_PRIORITIES, SUPPORT_TICKET_STATUSES } from '@freight/shared';
import { useTranslation } from 'react-i18next';
import { failedReadText } from '@/lib/errors';
import { useCursorPages } from '@/components/data-table';
import { DateTextInput } from '@/components/dates';
import { FilterBar, usePersistentFilters } from '@/components/filter-bar';
import { useSupportProducts } from '../api/reference';
import { DESK_FILTER_DEFAULTS } from '../api/support-keys';
import { useDeskTickets } from '../api/tickets';
import { PagedTicketTable } from './paged-ticket-table';

/**
 * SUPPORT_STAFF: every ticket, filtered by status, priority, product and due date; overdue first (server
 * order), page by page. The filters are kept for the next visit (spec section 4) and clear in one action.
 */
export function SupportDesk() {
  const { t } = useTranslation('support');
  const products = useSupportProducts();
  const saved = usePersistentFilters('support-desk', DESK_FILTER_DEFAULTS);
  const filters = saved.values;
  const pages = useCursorPages(filters);
  const tickets = useDeskTickets(filters, { limit: pages.pageSize, cursor: pages.cursor });
  const set = saved.setValues;
  return (
    <Stack gap="sm" data-testid="support-desk">
      <FilterBar onClear={saved.clear} canClear={saved.isDirty}>
        <Select
          label={t('filters.status')}
          placeholder={t('filters.all')}
          data={SUPPORT_TICKET_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          value={filters.status}
          onChange={(status) => set({ status })}
          clearable
          data-testid="desk-filter-status"
        />
        <Select
          label={t('filters.priority')}
          placeholder={t('filters.all')}
          data={SUPPORT_TICKET_PRIORITIES.map((p) => ({ value: p, label: t(`priority.${p}`) }))}
          value={filters.priority}
          onChange={(priority) => set({ priority })}
          clearable
          data-testid="desk-filter-priority"
        />
        <Select
          label={t('filters.product')}
          placeholder={t('filters.all')}
          data={(products.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
          value={filters.productId ? String(filters.productId) : null}
          onChange={(id) => set({ productId: id ? Number(id) : null })}
          clearable
          error={failedReadText(t, products)}
          data-testid="desk-filter-product"
        />
        <DateTextInput
          label={t('filters.dueBefore')}
          value={filters.dueBefore}
          onChange={(dueBefore) => set({ dueBefore })}
          data-testid="desk-filter-due"
        />
        <Switch
          label={t('showClosed')}
          checked={filters.includeClosed}
          onChange={(e) => set({ includeClosed: e.currentTarget.checked })}
          data-testid="desk-show-closed"
        />
      </FilterBar>
      <PagedTicketTable query={tickets} pages={pages} testId="desk-tickets" />
    </Stack>
  );
}
