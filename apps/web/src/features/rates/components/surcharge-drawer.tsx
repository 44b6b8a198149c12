import {
  ActionIcon,
  Button,
  Drawer,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import {
  CONTAINER_TYPE_CODES,
  CURRENCIES,
  SERVICES,
  SURCHARGE_BASES,
  type FieldError,
  type SurchargeItem,
} from '@freight/shared';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTextInput } from '@/components/dates';
import { AppForm } from '@/components/forms';
import { NumericInput } from '@/components/number-input';
import { notifyError, notifySuccess } from '@/components/notify';
import { useDirtyReport, useDiscardGuard } from '@/components/unsaved';
import { isApiError } from '@/lib/api-client';
import { failedReadText } from '@/lib/errors';
import { useCarrierOptions, useChargeCodeOptions } from '../api/rate-options';
import { useSaveSurcharge } from '../api/surcharges';
import {
  surchargeBody,
  surchargeFormProblems,
  surchargeFormValues,
  type SurchargeFormValues,
} from './surcharge-form-values';
import { useReturnFocus } from '@/components/dialogs/use-return-focus';

export type SurchargeDrawerTarget = { kind: 'new' } | { kind: 'edit'; surcharge: SurchargeItem } | null;

/** Create or edit a surcharge: charge code, basis, currency, validity, scope and its dated amounts. */
export function SurchargeDrawer({ target, onClose }: { target: SurchargeDrawerTarget; onClose: () => void }) {
  useReturnFocus(target !== null);
  const { t } = useTranslation('rates');
  const { dirtyRef, requestClose } = useDiscardGuard();
  return (
    <Drawer
      opened={target !== null}
      onClose={() => requestClose(onClose)}
      position="right"
      size="xl"
      title={target?.kind === 'edit' ? t('surcharges.editTitle') : t('surcharges.newTitle')}
    >
      {target && (
        <SurchargeForm
          key={target.kind === 'edit' ? target.surcharge.id : 'new'}
          surcharge={target.kind === 'edit' ? target.surcharge : null}
          onDone={onClose}
          dirtyRef={dirtyRef}
        />
      )}
    </Drawer>
  );
}

type FormProps = { surcharge: SurchargeItem | null; onDone: () => void; dirtyRef: RefObject<() => boolean> };

function SurchargeForm({ surcharge, onDone, dirtyRef }: FormProps) {
  const { t } = useTranslation('rates');
  const form = useForm<SurchargeFormValues>({ mode: 'controlled', initialValues: surchargeFormValues(surcharge) });
  useDirtyReport(dirtyRef, () => form.isDirty());
  const save = useSaveSurcharge();
  const codes = useChargeCodeOptions();
  const [carrierSearch, setCarrierSearch] = useState('');
  const [debounced] = useDebouncedValue(carrierSearch, 250);
  const carriers = useCarrierOptions(debounced);
  const v = form.values;
  const message = (r: string) => t(`surcharges.problems.${r}`, { defaultValue: t('surcharges.problems.invalid') });
  const showProblems = (problems: Record<string, string>) =>
    form.setErrors(Object.fromEntries(Object.entries(problems).map(([k, r]) => [k, message(r)])));

  const submit = async () => {
    const problems = surchargeFormProblems(v);
    showProblems(problems);
    if (Object.keys(problems).length) return;
    try {
      await save.mutateAsync({ id: surcharge?.id, body: surchargeBody(v) });
      notifySuccess(t('surcharges.saved'));
      onDone();
    } catch (error) {
      if (isApiError(error) && Array.isArray(error.details?.fields))
        showProblems(
          Object.fromEntries((error.details.fields as FieldError[]).map((x) => [x.field, x.rules[0] ?? 'invalid'])),
        );
      notifyError(error);
    }
  };

  const carrierData = [
    ...(carriers.data?.items ?? []).map((p) => ({ value: p.id, label: `${p.code} – ${p.name}` })),
    ...(surcharge?.carrier && !(carriers.data?.items ?? []).some((p) => p.id === surcharge.carrier!.id)
      ? [{ value: surcharge.carrier.id, label: `${surcharge.carrier.code} – ${surcharge.carrier.name}` }]
      : []),
  ];
  const upper = (list: string[]) => list.map((x) => x.trim().toUpperCase()).filter(Boolean);
  const err = (key: string) => form.errors[key];

  return (
    <AppForm onSubmit={form.onSubmit(() => submit())} long data-testid="surcharge-form">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('surcharges.fields.chargeCode')}
            required
            searchable
            data={(codes.data?.items ?? []).map((c) => ({ value: c.id, label: `${c.concept} – ${c.description}` }))}
            error={failedReadText(t, codes) ?? err('chargeCodeId')}
            {...form.getInputProps('chargeCodeId')}
            data-testid="surcharge-charge-code"
          />
          <TextInput
            label={t('surcharges.fields.description')}
            {...form.getInputProps('description')}
            data-testid="surcharge-description"
          />
          <Select
            label={t('surcharges.fields.basis')}
            required
            data={SURCHARGE_BASES.map((b) => ({ value: b, label: t(`surcharges.bases.${b}`) }))}
            {...form.getInputProps('basis')}
            data-testid="surcharge-basis"
          />
          <Select
            label={t('surcharges.fields.currency')}
            required
            data={[...CURRENCIES]}
            {...form.getInputProps('currency')}
            data-testid="surcharge-currency"
          />
          <DateTextInput
            label={t('surcharges.fields.validFrom')}
            value={v.validFrom}
            onChange={(x) => form.setFieldValue('validFrom', x)}
            required
            error={err('validFrom')}
            data-testid="surcharge-valid-from"
          />
          <DateTextInput
            label={t('surcharges.fields.validTo')}
            value={v.validTo}
            onChange={(x) => form.setFieldValue('validTo', x)}
            error={err('validTo')}
            data-testid="surcharge-valid-to"
          />
        </SimpleGrid>
        <Text fw={600}>{t('surcharges.scopeTitle')}</Text>
        <Text size="sm" c="dimmed">
          {t('surcharges.scopeHint')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('surcharges.fields.carrier')}
            clearable
            searchable
            onSearchChange={setCarrierSearch}
            data={carrierData}
            error={failedReadText(t, carriers)}
            {...form.getInputProps('carrierId')}
            data-testid="surcharge-carrier"
          />
          <MultiSelect
            label={t('surcharges.fields.services')}
            data={SERVICES.map((s) => ({ value: s, label: t(`services.${s}`) }))}
            {...form.getInputProps('services')}
            data-testid="surcharge-services"
          />
          <MultiSelect
            label={t('surcharges.fields.containers')}
            data={[...CONTAINER_TYPE_CODES]}
            {...form.getInputProps('containers')}
            data-testid="surcharge-containers"
          />
          <div />
          {(['originCodes', 'originCountries', 'destinationCodes', 'destinationCountries'] as const).map((key) => (
            <TagsInput
              key={key}
              label={t(`surcharges.fields.${key}`)}
              value={v[key]}
              onChange={(list) => form.setFieldValue(key, upper(list))}
              error={err(key)}
              data-testid={`surcharge-${key}`}
            />
          ))}
        </SimpleGrid>
        <Text fw={600}>{t('surcharges.periodsTitle')}</Text>
        <Text size="sm" c="dimmed">
          {t('surcharges.periodsHint')}
        </Text>
        {v.periods.map((p, i) => (
          <Group key={i} align="flex-start" data-testid={`surcharge-period-${i}`}>
            <DateTextInput
              label={t('surcharges.fields.periodFrom')}
              value={p.from}
              onChange={(x) => form.setFieldValue(`periods.${i}.from`, x)}
              required
              error={err(`periods.${i}.from`)}
              data-testid={`surcharge-period-from-${i}`}
            />
            <NumericInput
              label={v.basis === 'PERCENT_OF_FREIGHT' ? t('surcharges.fields.percent') : t('surcharges.fields.amount')}
              value={p.amount}
              onChange={(x) => form.setFieldValue(`periods.${i}.amount`, typeof x === 'number' ? x : '')}
              error={err(`periods.${i}.amount`)}
              data-testid={`surcharge-period-amount-${i}`}
            />
            {v.periods.length > 1 && (
              <ActionIcon
                mt={28}
                variant="subtle"
                color="red"
                aria-label={t('surcharges.removePeriod')}
                onClick={() => form.removeListItem('periods', i)}
              >
                ×
              </ActionIcon>
            )}
          </Group>
        ))}
        <Group>
          <Button
            variant="light"
            onClick={() => form.insertListItem('periods', { from: null, amount: '' })}
            data-testid="surcharge-period-add"
          >
            {t('surcharges.addPeriod')}
          </Button>
        </Group>
        <Switch
          label={t('surcharges.fields.active')}
          {...form.getInputProps('active', { type: 'checkbox' })}
          data-testid="surcharge-active"
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} data-testid="surcharge-save">
            {t('surcharges.save')}
          </Button>
        </Group>
      </Stack>
    </AppForm>
  );
}
