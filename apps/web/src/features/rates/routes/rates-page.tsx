import { Button, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { ExportMenuButton } from '@/components/export/export-menu-button';
import { exportRates } from '../api/rate-files';
import { ExchangeRatesModal } from '../components/exchange-rates-modal';
import { CarrierSheetWizard } from '../components/carrier-sheet-wizard';
import { RateImportModal } from '../components/rate-import-modal';
import { RATE_VALIDITIES, SERVICES } from '@freight/shared';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DataTable, useDataTable } from '@/components/data-table';
import { usePersistentFilters } from '@/components/filter-bar';
import { useRates } from '../api/get-rates';
import { RateFormScreen } from '../components/rate-form-screen';
import { RATES_FILTER_DEFAULTS, RatesFilterBar } from '../components/rates-filter-bar';
import { useRateColumns } from '../components/use-rate-columns';

/** The path segment of a new rate's form. */
export const NEW_RATE = 'nueva';

/** /pricing/tarifas: the rates list; /pricing/tarifas/{id}: one rate's form (`nueva` for a new one). */
export function RatesPage() {
  const { id } = useParams();
  if (id) return <RateFormScreen key={id} id={id === NEW_RATE ? null : id} />;
  return <RatesList />;
}

function RatesList() {
  const { t } = useTranslation(['rates', 'nav']);
  const filters = usePersistentFilters('rates', RATES_FILTER_DEFAULTS);
  const v = filters.values;
  const serverFilters = {
    originCode: v.originCode.trim() || undefined,
    destinationCode: v.destinationCode.trim() || undefined,
    // Values saved by an older version of the screen are dropped rather than refused by the server.
    service: SERVICES.find((s) => s === v.service),
    carrierId: v.carrierId ?? undefined,
    ownerId: v.ownerId ?? undefined,
    validity: RATE_VALIDITIES.find((s) => s === v.validity),
    expiringDays: v.validity === 'EXPIRING' && v.expiringDays !== null ? v.expiringDays : undefined,
  };
  const table = useDataTable<'validTo'>({ defaultSort: { sort: 'validTo', order: 'asc' }, resetKey: serverFilters });
  const query = useRates({ ...table.params, ...serverFilters });
  const columns = useRateColumns();
  const [importing, setImporting] = useState(false);
  const [exchange, setExchange] = useState(false);
  const [carrierSheet, setCarrierSheet] = useState(false);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2" data-testid="screen-title">
          {t('nav:screens.pricingRates')}
        </Title>
        <Group gap="xs">
          <ExportMenuButton
            download={(format, onProgress) => exportRates(serverFilters, format, onProgress)}
            fileBase="rates"
            testId="rates-export"
          />
          <Button variant="light" onClick={() => setExchange(true)} data-testid="rates-exchange">
            {t('actions.exchange')}
          </Button>
          <Button variant="light" onClick={() => setImporting(true)} data-testid="rates-import">
            {t('actions.import')}
          </Button>
          <Button variant="light" onClick={() => setCarrierSheet(true)} data-testid="rates-carrier-sheet">
            {t('carrierSheet.action')}
          </Button>
          <Button component={Link} to={`/pricing/tarifas/${NEW_RATE}`} data-testid="rate-new">
            {t('actions.new')}
          </Button>
        </Group>
      </Group>
      {importing && <RateImportModal opened onClose={() => setImporting(false)} />}
      {exchange && <ExchangeRatesModal onClose={() => setExchange(false)} />}
      {carrierSheet && <CarrierSheetWizard onClose={() => setCarrierSheet(false)} />}
      <RatesFilterBar filters={filters} />
      <DataTable
        tableId="rates"
        columns={columns}
        table={table}
        query={query}
        rowKey={(r) => r.id}
        emptyMessage={t('empty')}
        data-testid="rates-table"
      />
    </Stack>
  );
}
