import { Anchor, Badge, Button, Group, Stack, Title } from '@mantine/core';
import { SERVICES, SURCHARGE_BASES, type SurchargeItem, type SurchargeSortField } from '@freight/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, useDataTable, type DataTableColumn } from '@/components/data-table';
import { FieldsFilterBar, usePersistentFilters } from '@/components/filter-bar';
import { useFormatters } from '@/lib/formatting';
import { useSurcharges } from '../api/surcharges';
import { SurchargeDrawer, type SurchargeDrawerTarget } from '../components/surcharge-drawer';
import { BADGE_FIT } from '../components/use-rate-columns';

type SurchargesFilters = { search: string; basis: string | null; service: string | null; active: boolean | null };
const DEFAULTS: SurchargesFilters = { search: '', basis: null, service: null, active: null };

/** /pricing/recargos: the surcharge table the rate calculator applies by itself, and its form. */
export function SurchargesPage() {
  const { t } = useTranslation(['rates', 'nav']);
  const f = useFormatters();
  const filters = usePersistentFilters('surcharges', DEFAULTS);
  const v = filters.values;
  const serverFilters = {
    search: v.search.trim() || undefined,
    basis: SURCHARGE_BASES.find((b) => b === v.basis),
    service: SERVICES.find((s) => s === v.service),
    active: v.active ?? undefined,
  };
  const table = useDataTable<SurchargeSortField>({
    defaultSort: { sort: 'validFrom', order: 'desc' },
    resetKey: serverFilters,
  });
  const query = useSurcharges({ ...table.params, ...serverFilters });
  const [drawer, setDrawer] = useState<SurchargeDrawerTarget>(null);
  const scopeText = (s: SurchargeItem) =>
    [
      s.carrier?.code,
      s.services.map((x) => t(`services.${x}`)).join(', '),
      s.containers.join(', '),
      [...s.originCodes, ...s.originCountries].join(', '),
      [...s.destinationCodes, ...s.destinationCountries].join(', '),
    ]
      .filter(Boolean)
      .join(' · ') || t('surcharges.anyScope');
  const amount = (s: SurchargeItem) =>
    s.amountToday === null
      ? '—'
      : s.basis === 'PERCENT_OF_FREIGHT'
        ? `${f.number(s.amountToday, 2)} %`
        : `${s.currency} ${f.number(s.amountToday, 2)}`;
  const columns: DataTableColumn<SurchargeItem, SurchargeSortField>[] = [
    {
      id: 'chargeCode',
      header: t('surcharges.columns.chargeCode'),
      hideable: false,
      noWrap: true,
      cell: (s) => (
        <Anchor
          component="button"
          onClick={() => setDrawer({ kind: 'edit', surcharge: s })}
          data-testid={`surcharge-open-${s.id}`}
        >
          {s.chargeCode.concept}
        </Anchor>
      ),
    },
    {
      id: 'description',
      header: t('surcharges.columns.description'),
      cell: (s) => s.description ?? s.chargeCode.description,
    },
    { id: 'basis', header: t('surcharges.columns.basis'), cell: (s) => t(`surcharges.bases.${s.basis}`), noWrap: true },
    { id: 'amountToday', header: t('surcharges.columns.amountToday'), cell: amount, align: 'right', noWrap: true },
    { id: 'scope', header: t('surcharges.columns.scope'), cell: scopeText },
    {
      id: 'validFrom',
      header: t('surcharges.columns.validFrom'),
      cell: (s) => f.date(s.validFrom),
      sortField: 'validFrom',
      noWrap: true,
    },
    {
      id: 'validTo',
      header: t('surcharges.columns.validTo'),
      cell: (s) => (s.validTo ? f.date(s.validTo) : '—'),
      noWrap: true,
    },
    {
      id: 'periods',
      header: t('surcharges.columns.periods'),
      cell: (s) => s.periods.length,
      align: 'right',
      hiddenByDefault: true,
    },
    {
      id: 'active',
      header: t('surcharges.columns.active'),
      noWrap: true,
      cell: (s) => (
        <Badge color={s.active ? 'green' : 'gray'} variant="light" style={BADGE_FIT}>
          {s.active ? t('surcharges.activeYes') : t('surcharges.activeNo')}
        </Badge>
      ),
    },
    {
      id: 'updatedAt',
      header: t('surcharges.columns.updatedAt'),
      cell: (s) => f.date(s.updatedAt),
      sortField: 'updatedAt',
      hiddenByDefault: true,
    },
  ];
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2" data-testid="screen-title">
          {t('nav:screens.pricingSurcharges')}
        </Title>
        <Button onClick={() => setDrawer({ kind: 'new' })} data-testid="surcharge-new">
          {t('surcharges.new')}
        </Button>
      </Group>
      <FieldsFilterBar
        filters={filters}
        testId="surcharges"
        fields={[
          { kind: 'search', key: 'search', placeholder: t('surcharges.filters.search') },
          {
            kind: 'select',
            key: 'basis',
            label: t('surcharges.filters.basis'),
            options: SURCHARGE_BASES.map((value) => ({ value, label: t(`surcharges.bases.${value}`) })),
            width: 200,
          },
          {
            kind: 'select',
            key: 'service',
            label: t('surcharges.filters.service'),
            options: SERVICES.map((value) => ({ value, label: t(`services.${value}`) })),
            width: 190,
          },
          { kind: 'boolean', key: 'active', label: t('surcharges.filters.active') },
        ]}
      />
      <DataTable
        tableId="surcharges"
        columns={columns}
        table={table}
        query={query}
        rowKey={(s) => s.id}
        emptyMessage={t('surcharges.empty')}
        data-testid="surcharges-table"
      />
      <SurchargeDrawer target={drawer} onClose={() => setDrawer(null)} />
    </Stack>
  );
}
