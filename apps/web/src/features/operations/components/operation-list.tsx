import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { ExpressView, OperationSummary } from '@freight/shared';
import type { OperationListQueryDto } from '@freight/shared/dto';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DataTable, useDataTable, type DataTableColumn } from '@/components/data-table';
import { usePersistentFilters } from '@/components/filter-bar';
import { usePreferences } from '@/lib/preferences';
import { ExportMenuButton } from '@/components/export/export-menu-button';
import { exportOperations, useOperations } from '../api/operations-api';
import { OperationFilterBar } from './operation-filter-bar';
import { ExpressFormModal } from './express-form';
import { ImportModal } from './import-modal';
import { OperationFormModal } from './operation-form';
import { OPERATION_FILTER_DEFAULTS, toOperationFilters } from './operation-filters';
import { dmy, OperationStatusBadge } from './operation-status-badge';

type Sort = OperationListQueryDto['sort'];
const TYPING_DEBOUNCE_MS = 300;

function useColumns(linkTo: (reference: string) => string): DataTableColumn<OperationSummary, Sort>[] {
  const { t } = useTranslation('operations');
  return [
    {
      id: 'reference',
      header: t('columns.reference'),
      sortField: 'reference',
      hideable: false,
      noWrap: true,
      cell: (o) => (
        <Anchor component={Link} to={linkTo(o.reference)} fw={600} size="sm" data-testid="operation-link">
          {o.reference}
        </Anchor>
      ),
    },
    {
      id: 'status',
      header: t('columns.status'),
      noWrap: true,
      cell: (o) => <OperationStatusBadge status={o.status} />,
    },
    { id: 'client', header: t('columns.client'), cell: (o) => o.client.tradeName },
    // Quote and house numbers (and the mode, below) are shown on demand: at 1280 px route, dates,
    // operatives and events come first, one line per row (issue 36 item 16).
    {
      id: 'quoteNumber',
      header: t('columns.quoteNumber'),
      noWrap: true,
      cell: (o) => o.quoteNumber ?? '—',
      hiddenByDefault: true,
    },
    { id: 'house', header: t('columns.house'), noWrap: true, cell: (o) => o.houseNumber ?? '—', hiddenByDefault: true },
    {
      id: 'master',
      header: t('columns.master'),
      noWrap: true,
      cell: (o) => o.masterNumber ?? '—',
      hiddenByDefault: true,
    },
    {
      id: 'shipmentKey',
      header: t('columns.shipmentKey'),
      noWrap: true,
      cell: (o) => o.shipmentKey ?? '—',
      hiddenByDefault: true,
    },
    {
      id: 'containers',
      header: t('columns.containers'),
      cell: (o) => o.containerNumbers.join(', ') || '—',
      hiddenByDefault: true,
    },
    {
      id: 'mode',
      header: t('columns.mode'),
      noWrap: true,
      // On demand too: with it every row needs two lines at 1280 px and only six fit in the window.
      hiddenByDefault: true,
      // The short load name keeps the row on one line; the full one is the cell's tooltip.
      cell: (o) => (
        <span title={o.containerMode ? t(`containerModes.${o.containerMode}`) : undefined}>
          {`${t(`modes.${o.transportMode}`)}${o.containerMode ? ` · ${t(`containerModesShort.${o.containerMode}`)}` : ''}`}
        </span>
      ),
    },
    {
      id: 'lane',
      header: t('columns.lane'),
      noWrap: true,
      cell: (o) => (
        <Text size="sm">{`${o.originName ?? o.originCode ?? '—'} → ${o.destinationName ?? o.destinationCode ?? '—'}`}</Text>
      ),
    },
    { id: 'etd', header: t('columns.etd'), noWrap: true, cell: (o) => dmy(o.etd) },
    { id: 'eta', header: t('columns.eta'), noWrap: true, cell: (o) => dmy(o.eta) },
    {
      id: 'operatives',
      header: t('columns.operatives'),
      cell: (o) => o.operatives.map((u) => u.name).join(', ') || '—',
    },
    {
      id: 'commercial',
      header: t('columns.commercial'),
      cell: (o) => o.commercial?.name ?? '—',
      hiddenByDefault: true,
    },
    {
      id: 'events',
      header: t('columns.events'),
      noWrap: true,
      cell: (o) => (
        <Group gap={4} wrap="nowrap" data-testid="operation-event-counts">
          <Badge variant="light" color="blue" size="sm">
            {t('list.openEvents', { count: o.openEvents })}
          </Badge>
          {o.overdueEvents > 0 && (
            <Badge variant="filled" color="red.9" size="sm">
              {t('list.overdueEvents', { count: o.overdueEvents })}
            </Badge>
          )}
        </Group>
      ),
    },
  ];
}

const generalLink = (reference: string) => `/operativa/general/${reference}`;

type ListProps = {
  /** One of the express lists (express shipments by status group); absent, the general list. */
  express?: ExpressView;
  linkTo?: (reference: string) => string;
};

/** The general operations list (or an express one): filters saved per user, keyset paging, colour by status, XLSX export. */
export function OperationList({ express, linkTo = generalLink }: ListProps = {}) {
  const { t } = useTranslation('operations');
  const filters = usePersistentFilters(
    express ? 'operations-express' : 'operations-general',
    OPERATION_FILTER_DEFAULTS,
  );
  const { timeZone } = usePreferences();
  const [values] = useDebouncedValue(filters.values, TYPING_DEBOUNCE_MS);
  const serverFilters = toOperationFilters(values, new Date(), timeZone);
  const table = useDataTable<Sort>({ defaultSort: { sort: 'createdAt', order: 'desc' }, resetKey: serverFilters });
  const query = useOperations({ ...table.params, ...serverFilters }, express);
  const columns = useColumns(linkTo);
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);
  const toolbar = (
    <>
      <Button size="xs" onClick={() => setCreating(true)} data-testid="operation-new">
        {express ? t('express.new') : t('list.new')}
      </Button>
      {!express && (
        <Button size="xs" variant="default" onClick={() => setImporting(true)} data-testid="operations-import">
          {t('import.open')}
        </Button>
      )}
      {!express && (
        <ExportMenuButton
          download={(format, onProgress) => exportOperations(serverFilters, format, onProgress)}
          fileBase="operations"
          size="xs"
          testId="operations-export"
        />
      )}
    </>
  );
  return (
    <Stack gap="md">
      <OperationFilterBar filters={filters} />
      <DataTable
        tableId={express ? 'operations-express' : 'operations-general'}
        columns={columns}
        table={table}
        query={query}
        rowKey={(o) => o.reference}
        emptyMessage={t('list.empty')}
        // The screen's actions share the column picker's row: one row less above the list.
        toolbar={toolbar}
        data-testid="operations-table"
      />
      {creating && !express && (
        <OperationFormModal
          opened
          onClose={() => setCreating(false)}
          onSaved={(reference) => void navigate(linkTo(reference))}
        />
      )}
      {importing && <ImportModal opened onClose={() => setImporting(false)} />}
      {creating && express && (
        <ExpressFormModal
          opened
          onClose={() => setCreating(false)}
          onSaved={(reference) => void navigate(linkTo(reference))}
        />
      )}
    </Stack>
  );
}
