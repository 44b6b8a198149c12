import { NumericInput } from '@/components/number-input';
import { DateTextInput } from '@/components/dates';
import { lookupOptions } from '@/components/pickers/lookup-options';
import { LocationSelect } from '@/components/locations/location-select';
import { failedReadText } from '@/lib/errors';
import { Paper, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import {
  CONTAINER_TYPE_CODES,
  LOCATION_KINDS_BY_MODE,
  RATE_DIRECTIONS,
  RATE_TERMS,
  SERVICE_MODE,
  SERVICES,
  STACKABLE_VALUES,
  type ContainerType,
  type RateDirection,
  type RateTerm,
  type Service,
  type Stackable,
} from '@freight/shared';
import type { UseFormReturnType } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCarrierOptions, useOwnerOptions } from '../api/rate-options';
import type { RateFormState } from './rate-form-values';

type Props = {
  form: UseFormReturnType<RateFormState>;
  readOnly: boolean;
  /** A stored rate keeps its service: its charges and ranges were written for that mode. */
  serviceLocked: boolean;
};

/** The rate's lane, validity, carrier, owner and terms (everything above its charges). */
export function RateMainFields({ form, readOnly, serviceLocked }: Props) {
  const { t } = useTranslation(['rates', 'nav']);
  const owners = useOwnerOptions();
  const [carrierSearch, setCarrierSearch] = useState('');
  const [debounced] = useDebouncedValue(carrierSearch, 250);
  const carriers = useCarrierOptions(debounced);
  const v = form.values;
  const mode = SERVICE_MODE[v.service];
  const err = (path: string) => form.errors[path] as string | undefined;
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 4 }}>
          <Select<RateDirection>
            label={t('fields.direction')}
            data={RATE_DIRECTIONS.map((value) => ({ value, label: t(`directions.${value}`) }))}
            value={v.direction}
            onChange={(x) => x && form.setFieldValue('direction', x)}
            allowDeselect={false}
            disabled={readOnly}
          />
          <Select<RateTerm>
            label={t('fields.term')}
            data={RATE_TERMS.map((value) => ({ value, label: t(`terms.${value}`) }))}
            value={v.term}
            onChange={(x) => x && form.setFieldValue('term', x)}
            allowDeselect={false}
            disabled={readOnly}
          />
          <Select<Service>
            label={t('fields.service')}
            data={SERVICES.map((value) => ({ value, label: t(`services.${value}`) }))}
            value={v.service}
            onChange={(x) => x && form.setFieldValue('service', x)}
            allowDeselect={false}
            disabled={readOnly || serviceLocked}
            data-testid="rate-service"
          />
          {mode === 'SEA' && (
            <Select<ContainerType>
              label={t('fields.container')}
              data={[...CONTAINER_TYPE_CODES]}
              value={v.container}
              onChange={(x) => form.setFieldValue('container', x)}
              clearable
              disabled={readOnly}
              data-testid="rate-container"
            />
          )}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <LocationSelect
            key={`origin-${mode}`}
            label={t('fields.origin')}
            kinds={LOCATION_KINDS_BY_MODE[mode]}
            value={v.origin}
            onChange={(x) => form.setFieldValue('origin', x)}
            required
            error={err('origin')}
            data-testid="rate-origin"
          />
          <LocationSelect
            key={`destination-${mode}`}
            label={t('fields.destination')}
            kinds={LOCATION_KINDS_BY_MODE[mode]}
            value={v.destination}
            onChange={(x) => form.setFieldValue('destination', x)}
            required
            error={err('destination')}
            data-testid="rate-destination"
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 4 }}>
          <DateTextInput
            label={t('fields.validFrom')}
            value={v.validFrom}
            onChange={(x) => form.setFieldValue('validFrom', x)}
            required
            error={err('validFrom')}
            data-testid="rate-valid-from"
          />
          <DateTextInput
            label={t('fields.validTo')}
            value={v.validTo}
            onChange={(x) => form.setFieldValue('validTo', x)}
            required
            error={err('validTo')}
            data-testid="rate-valid-to"
          />
          <Select
            label={t('fields.carrier')}
            data={lookupOptions(
              (carriers.data?.items ?? []).map((p) => ({ value: p.id, label: `${p.code} – ${p.name}` })),
              v.carrier ? { value: v.carrier.id, label: v.carrier.label } : null,
              carrierSearch,
            )}
            value={v.carrier?.id ?? null}
            onChange={(id, option) => form.setFieldValue('carrier', id && option ? { id, label: option.label } : null)}
            searchable
            onSearchChange={setCarrierSearch}
            required
            error={err('carrier')}
            disabled={readOnly}
            data-testid="rate-carrier"
          />
          <Select
            label={t('fields.owner')}
            placeholder={t('fields.ownerMe')}
            data={(owners.data ?? []).map((u) => ({ value: u.id, label: u.name }))}
            value={v.ownerId}
            onChange={(x) => form.setFieldValue('ownerId', x)}
            clearable
            error={err('ownerId') ?? failedReadText(t, owners)}
            disabled={readOnly}
          />
        </SimpleGrid>
        <TextInput
          label={t('fields.description')}
          required
          {...form.getInputProps('description')}
          disabled={readOnly}
          data-testid="rate-description"
        />
        <SimpleGrid cols={{ base: 1, sm: 5 }}>
          <TextInput label={t('fields.route')} {...form.getInputProps('route')} disabled={readOnly} />
          <NumericInput
            label={t('fields.transitDays')}
            value={v.transitDays}
            onChange={(x) => form.setFieldValue('transitDays', typeof x === 'number' ? x : '')}
            decimalScale={0}
            error={err('transitDays')}
            disabled={readOnly}
            data-testid="rate-transit"
          />
          <TextInput label={t('fields.frequency')} {...form.getInputProps('frequency')} disabled={readOnly} />
          <NumericInput
            label={t('fields.freeDays')}
            value={v.freeDays}
            onChange={(x) => form.setFieldValue('freeDays', typeof x === 'number' ? x : '')}
            decimalScale={0}
            error={err('freeDays')}
            disabled={readOnly}
          />
          <NumericInput
            label={t('fields.cbmRatio')}
            value={v.cbmRatio}
            onChange={(x) => form.setFieldValue('cbmRatio', typeof x === 'number' ? x : '')}
            decimalScale={3}
            error={err('cbmRatio')}
            disabled={readOnly}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 4 }}>
          <Select<Stackable>
            label={t('fields.stackable')}
            data={STACKABLE_VALUES.map((value) => ({ value, label: t(`stackable.${value}`) }))}
            value={v.stackable}
            onChange={(x) => form.setFieldValue('stackable', x)}
            clearable
            disabled={readOnly}
          />
        </SimpleGrid>
        <Textarea
          label={t('fields.comments')}
          autosize
          minRows={2}
          maxRows={5}
          {...form.getInputProps('comments')}
          disabled={readOnly}
        />
      </Stack>
    </Paper>
  );
}
