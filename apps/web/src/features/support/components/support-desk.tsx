import { Group, Select, Stack, Switch } from '@mantine/core';
import { SUPPORT_TICKET_PRIORITIES, SUPPORT_TICKET_STATUSES } from '@freight/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCursorPages } from '@/components/data-table';
import { DateTextInput } from '@/components/dates';
import { useSupportProducts } from '../api/reference';
import type { DeskFilters } from '../api/support-keys';
import { useDeskTickets } from '../api/tickets';
import { PagedTicketTable } from './paged-ticket-table';

/** SUPPORT_STAFF: every ticket, filtered by status, priority, product and due date; overdue first (server order), page by page. */
export function SupportDesk() {
  const { t } = useTranslation('support');
  const products = useSupportProducts();
  const [filters, setFilters] = useState<DeskFilters>({ includeClosed: false });
  const pages = useCursorPages(filters);
  const tickets = useDeskTickets(filters, { limit: pages.pageSize, cursor: pages.cursor });
  const set = (change: Partial<DeskFilters>) => setFilters((f) => ({ ...f, ...change }));
  return (
    <Stack gap="sm" data-testid="support-desk">
      <Group align="flex-end">
        <Select
          label={t('filters.status')}
          placeholder={t('filters.all')}
          data={SUPPORT_TICKET_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          value={filters.status ?? null}
          onChange={(status) => set({ status })}
          clearable
          data-testid="desk-filter-status"
        />
        <Select
          label={t('filters.priority')}
          placeholder={t('filters.all')}
          data={SUPPORT_TICKET_PRIORITIES.map((p) => ({ value: p, label: t(`priority.${p}`) }))}
          value={filters.priority ?? null}
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
          data-testid="desk-filter-product"
        />
        <DateTextInput
          label={t('filters.dueBefore')}
          value={filters.dueBefore ?? null}
          onChange={(dueBefore) => set({ dueBefore })}
          data-testid="desk-filter-due"
        />
        <Switch
          label={t('showClosed')}
          checked={filters.includeClosed ?? false}
          onChange={(e) => set({ includeClosed: e.currentTarget.checked })}
          data-testid="desk-show-closed"
        />
      </Group>
      <PagedTicketTable query={tickets} pages={pages} testId="desk-tickets" />
    </Stack>
  );
}
