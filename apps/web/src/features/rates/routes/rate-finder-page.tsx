import { Alert, Button, Group, Loader, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  CONTAINER_TYPE_CODES,
  CURRENCIES,
  DEFAULT_CURRENCY,
  LOCATION_KINDS_BY_MODE,
  SERVICE_MODE,
  SERVICES,
  type ContainerType,
  type Currency,
  type RateFinderOption,
  type Service,
} from '@freight/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openConfirm } from '@/components/confirm';
import { DateTextInput } from '@/components/dates';
import { LocationSelect, type LocationValue } from '@/components/locations/location-select';
import { notifyError, notifySuccess } from '@/components/notify';
import { NumericInput } from '@/components/number-input';
import { failedReadText } from '@/lib/errors';
import { hasPermission, useSession } from '@/lib/session';
import { useApplyFinderRate, useRateFinder, type RateFinderParams } from '../api/rate-finder';
import { RateFinderResults } from '../components/rate-finder-results';

type FinderValues = {
  service: Service;
  origin: LocationValue | null;
  destination: LocationValue | null;
  day: string | null;
  currency: Currency;
  containerType: ContainerType;
  quantity: number | string;
  weight: number | string;
  length: number | string;
  width: number | string;
  height: number | string;
  reference: string;
};

const positive = (v: number | string) => typeof v === 'number' && v > 0;

/** /pricing/buscador-tarifas: every carrier's valid rates for a lane, day and cargo, cheapest first (issue 44). */
export function RateFinderPage() {
  const { t } = useTranslation(['rates', 'nav']);
  const [params, setParams] = useState<RateFinderParams | null>(null);
  const query = useRateFinder(params);
  const apply = useApplyFinderRate();
  // Making a rate a quotation's cost is pricing's (the API refuses anyone else): commercials only search.
  const canApply = hasPermission(useSession(), 'UPDATE_QUOTATION_COSTS');
  const form = useForm<FinderValues>({
    initialValues: {
      service: 'SEA_FCL',
      origin: null,
      destination: null,
      day: null,
      currency: DEFAULT_CURRENCY,
      containerType: '40HC',
      quantity: 1,
      weight: '',
      length: '',
      width: '',
      height: '',
      reference: '',
    },
    validate: {
      origin: (v) => (v ? null : t('finder.required')),
      destination: (v) => (v ? null : t('finder.required')),
      quantity: (v) => (positive(v) ? null : t('finder.positive')),
      weight: (v, all) => (all.service === 'SEA_FCL' || positive(v) ? null : t('finder.positive')),
      length: (v, all) => (all.service === 'SEA_FCL' || positive(v) ? null : t('finder.positive')),
      width: (v, all) => (all.service === 'SEA_FCL' || positive(v) ? null : t('finder.positive')),
      height: (v, all) => (all.service === 'SEA_FCL' || positive(v) ? null : t('finder.positive')),
    },
  });
  const v = form.values;
  const fcl = v.service === 'SEA_FCL';
  const kinds = LOCATION_KINDS_BY_MODE[SERVICE_MODE[v.service]];
  const submit = form.onSubmit((x) => {
    const quantity = Number(x.quantity);
    setParams({
      service: x.service,
      originCode: x.origin!.code,
      destinationCode: x.destination!.code,
      measureSystem: 'METRIC',
      currency: x.currency,
      ...(x.day ? { day: x.day } : {}),
      ...(fcl
        ? { containers: [{ quantity, type: x.containerType }] }
        : {
            packingLines: [
              {
                kind: 'PACKAGES',
                quantity,
                weight: Number(x.weight),
                length: Number(x.length),
                width: Number(x.width),
                height: Number(x.height),
              },
            ],
          }),
    });
  });
  const reference = v.reference.trim().toUpperCase();
  const use = (o: RateFinderOption) =>
    openConfirm({
      message: t('finder.confirmUse', { carrier: o.carrier.name, reference }),
      confirmLabel: t('finder.use'),
      onConfirm: () =>
        apply.mutate(
          { reference, body: { rateId: o.rateId, ...(params?.day ? { day: params.day } : {}) } },
          { onSuccess: () => notifySuccess(t('finder.applied', { reference })), onError: notifyError },
        ),
    });
  const number = (field: 'quantity' | 'weight' | 'length' | 'width' | 'height', scale = 2) => (
    <NumericInput
      label={t(`finder.fields.${field}`)}
      decimalScale={field === 'quantity' ? 0 : scale}
      {...form.getInputProps(field)}
      data-testid={`rate-finder-${field}`}
    />
  );
  return (
    <Stack>
      <Title order={1} size="h2" data-testid="screen-title">
        {t('nav:screens.pricingRateFinder')}
      </Title>
      <Paper withBorder p="md" component="form" onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 4 }}>
            <Select<Service>
              label={t('finder.fields.service')}
              data={SERVICES.filter((s) => s !== 'EXPRESS').map((value) => ({ value, label: t(`services.${value}`) }))}
              value={v.service}
              onChange={(x) => x && form.setFieldValue('service', x)}
              allowDeselect={false}
              data-testid="rate-finder-service"
            />
            <LocationSelect
              label={t('finder.fields.origin')}
              kinds={kinds}
              required
              value={v.origin}
              onChange={(x) => form.setFieldValue('origin', x)}
              error={form.errors.origin as string | undefined}
              data-testid="rate-finder-origin"
            />
            <LocationSelect
              label={t('finder.fields.destination')}
              kinds={kinds}
              required
              value={v.destination}
              onChange={(x) => form.setFieldValue('destination', x)}
              error={form.errors.destination as string | undefined}
              data-testid="rate-finder-destination"
            />
            <DateTextInput
              label={t('finder.fields.day')}
              value={v.day}
              onChange={(x) => form.setFieldValue('day', x)}
              data-testid="rate-finder-day"
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 6 }}>
            {number('quantity')}
            {fcl ? (
              <Select<ContainerType>
                label={t('finder.fields.containerType')}
                data={CONTAINER_TYPE_CODES.map((value) => ({ value, label: value }))}
                value={v.containerType}
                onChange={(x) => x && form.setFieldValue('containerType', x)}
                allowDeselect={false}
              />
            ) : (
              <>
                {number('weight')}
                {number('length', 1)}
                {number('width', 1)}
                {number('height', 1)}
              </>
            )}
            <Select<Currency>
              label={t('finder.fields.currency')}
              data={CURRENCIES.map((value) => ({ value, label: value }))}
              value={v.currency}
              onChange={(x) => x && form.setFieldValue('currency', x)}
              allowDeselect={false}
              data-testid="rate-finder-currency"
            />
          </SimpleGrid>
          <Group align="flex-end">
            {canApply && (
              <TextInput
                label={t('finder.fields.reference')}
                description={t('finder.referenceHint')}
                {...form.getInputProps('reference')}
                data-testid="rate-finder-reference"
              />
            )}
            <Button type="submit" data-testid="rate-finder-search">
              {t('finder.search')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      {query.isFetching && <Loader data-testid="rate-finder-loading" />}
      {query.isError && (
        <Alert color="red" data-testid="rate-finder-error">
          {failedReadText(t, query)}
        </Alert>
      )}
      {query.data && !query.isFetching && query.data.options.length === 0 && (
        <Text c="dimmed" data-testid="rate-finder-empty">
          {t('finder.empty')}
        </Text>
      )}
      {query.data && query.data.options.length > 0 && (
        <RateFinderResults
          result={query.data}
          onUse={canApply && reference ? use : undefined}
          using={apply.isPending}
        />
      )}
    </Stack>
  );
}
