import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  CONTAINER_TYPE_CODES,
  LOCATION_KINDS_BY_MODE,
  RATE_DIRECTIONS,
  RATE_FORM_SLOTS,
  RATE_TERMS,
  SERVICE_MODE,
  SERVICES,
  STACKABLE_VALUES,
  type ContainerType,
  type FieldError,
  type RateDetail,
  type RateDirection,
  type RateFormSlot,
  type RateTerm,
  type Service,
  type Stackable,
} from '@freight/shared';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failedReadText } from '@/lib/errors';
import { Link, useNavigate } from 'react-router';
import { DateTextInput } from '@/components/dates';
import { AppForm } from '@/components/forms';
import { NumericInput } from '@/components/number-input';
import { notifyError, notifySuccess } from '@/components/notify';
import { useDirtyReport, useDiscardGuard, useLeaveGuard } from '@/components/unsaved';
import { LocationSelect } from '@/features/quotations/components/request-form/location-select';
import { isApiError } from '@/lib/api-client';
import { useFormatters } from '@/lib/formatting';
import { useRate } from '../api/get-rate';
import { useCarrierOptions, useOwnerOptions } from '../api/rate-options';
import { useSaveRate } from '../api/save-rate';
import { RateChargesEditor } from './rate-charges-editor';
import { rateFieldMessage, type RateFieldError } from './rate-field-errors';
import {
  checkRateForm,
  emptyRateForm,
  formPath,
  rateBody,
  rateFormFromDetail,
  shownSlots,
  type RateFormState,
} from './rate-form-values';
import { VALIDITY_COLOR } from './use-rate-columns';
import { lookupOptions } from '@/components/pickers/lookup-options';

/** /pricing/tarifas/{id}: loads the version, then shows its form (read-only for old versions and other modes). */
export function RateFormScreen({ id }: { id: string | null }) {
  const { t } = useTranslation(['rates', 'nav']);
  const rate = useRate(id);
  if (id && (rate.isPending || rate.isError))
    return (
      <Stack gap="md">
        <Title order={2} data-testid="screen-title">
          {t('nav:screens.pricingRates')}
        </Title>
        {rate.isPending ? (
          <Loader data-testid="rate-loading" />
        ) : (
          <Alert color="red" title={t('loadError')} data-testid="rate-load-error">
            <Anchor component={Link} to="/pricing/tarifas">
              {t('backToList')}
            </Anchor>
          </Alert>
        )}
      </Stack>
    );
  return <RateForm detail={rate.data ?? null} />;
}

const SLOT_OF_CODE: Record<string, RateFormSlot> = Object.fromEntries(RATE_FORM_SLOTS.map((s) => [`RATE_${s}`, s]));

function RateForm({ detail }: { detail: RateDetail | null }) {
  const { t } = useTranslation(['rates', 'nav']);
  const f = useFormatters();
  const navigate = useNavigate();
  const save = useSaveRate();
  const owners = useOwnerOptions();
  const [carrierSearch, setCarrierSearch] = useState('');
  const [debounced] = useDebouncedValue(carrierSearch, 250);
  const carriers = useCarrierOptions(debounced);
  const [slots, setSlots] = useState<RateFormSlot[]>([]);
  const readOnly = detail !== null && !detail.editable;
  const form = useForm<RateFormState>({
    mode: 'controlled',
    initialValues: detail ? rateFormFromDetail(detail) : emptyRateForm(null),
  });
  // Back, a menu link, another version or closing the tab ask first while changes are unsaved.
  const { dirtyRef, confirmDiscard } = useDiscardGuard();
  useDirtyReport(dirtyRef, () => form.isDirty());
  useLeaveGuard({ active: !readOnly, dirtyRef, confirmLeave: confirmDiscard });
  const v = form.values;
  const mode = SERVICE_MODE[v.service];
  const message = (path: string, error: RateFieldError) => {
    const { key, params } = rateFieldMessage(path, error);
    const figures = Object.fromEntries(
      Object.entries(params).map(([k, x]) => [k, typeof x === 'number' ? f.number(x) : x]),
    );
    return t(key, figures);
  };
  const err = (path: string) => form.errors[path] as string | undefined;

  const show = (found: RateFormSlot[], fields: Record<string, RateFieldError>) => {
    setSlots(found);
    form.setErrors(
      Object.fromEntries(Object.entries(fields).map(([path, error]) => [formPath(path), message(path, error)])),
    );
  };

  const submit = async () => {
    const check = checkRateForm(v);
    show(check.slots, check.fields);
    if (check.slots.length || Object.keys(check.fields).length) return;
    try {
      const saved = await save.mutateAsync({ id: detail?.id, body: rateBody(v) });
      // What was sent is saved: going to the stored version (or staying on it) asks nothing.
      form.resetDirty(v);
      notifySuccess(
        t(saved.id !== detail?.id && detail ? 'toasts.newVersion' : 'toasts.saved', { version: saved.version }),
      );
      void navigate(`/pricing/tarifas/${saved.id}`, { replace: detail === null });
    } catch (error) {
      if (isApiError(error)) {
        const d = error.details ?? {};
        const found = Array.isArray(d.slots)
          ? (d.slots as string[]).flatMap((c) => (SLOT_OF_CODE[c] ? [SLOT_OF_CODE[c]] : []))
          : [];
        const fields: Record<string, RateFieldError> = {};
        if (Array.isArray(d.fields))
          for (const x of d.fields as FieldError[])
            fields[x.field] ??= { rule: x.rules[0] ?? 'invalid', ...(x.params ? { params: x.params } : {}) };
        show(found, fields);
      }
      notifyError(error);
    }
  };

  return (
    <AppForm onSubmit={form.onSubmit(() => submit())} long data-testid="rate-form">
      <Stack gap="md">
        <Group justify="space-between">
          <Group gap="sm">
            <Title order={2} data-testid="screen-title">
              {detail
                ? `${t('nav:screens.pricingRates')} · ${detail.originCode} → ${detail.destinationCode}`
                : t('newTitle')}
            </Title>
            {detail && (
              <>
                <Badge variant="light" data-testid="rate-version">
                  {t('versionN', { version: detail.version })}
                </Badge>
                <Badge color={VALIDITY_COLOR[detail.validity]} variant="light">
                  {t(`validity.${detail.validity}`)}
                </Badge>
              </>
            )}
          </Group>
          <Anchor component={Link} to="/pricing/tarifas">
            {t('backToList')}
          </Anchor>
        </Group>
        {detail && !detail.current && (
          <Alert color="yellow" data-testid="rate-old-version">
            {t('oldVersion')}{' '}
            {detail.versions.find((x) => x.current) && (
              <Anchor component={Link} to={`/pricing/tarifas/${detail.versions.find((x) => x.current)!.id}`}>
                {t('openCurrent')}
              </Anchor>
            )}
          </Alert>
        )}
        {detail && detail.current && !detail.editable && <Alert color="gray">{t('modeNotAllowed')}</Alert>}
        {detail &&
          detail.current &&
          detail.editable &&
          (detail.validity !== 'FUTURE' || detail.pricedQuotations > 0) && (
            <Text size="sm" c="dimmed" data-testid="rate-versioning-hint">
              {detail.pricedQuotations > 0
                ? t('versioningHintUsed', { count: detail.pricedQuotations })
                : t('versioningHint')}
            </Text>
          )}

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
                disabled={readOnly || detail !== null}
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
                onChange={(id, option) =>
                  form.setFieldValue('carrier', id && option ? { id, label: option.label } : null)
                }
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

        <Title order={4}>{t('chargesTitle')}</Title>
        {shownSlots(slots, v).map((s) => (
          <Alert key={s} color="red" data-testid={`rate-slot-${s}`}>
            {t(`errors:RATE_${s}`)}
          </Alert>
        ))}
        <RateChargesEditor form={form} readOnly={readOnly} />

        {detail && detail.versions.length > 1 && (
          <Paper withBorder p="sm" data-testid="rate-versions">
            <Text fw={600} size="sm">
              {t('versionsTitle')}
            </Text>
            {detail.versions.map((x) => (
              <Group key={x.id} gap="xs">
                <Anchor component={Link} to={`/pricing/tarifas/${x.id}`} fw={x.id === detail.id ? 700 : 400}>
                  {t('versionN', { version: x.version })}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {f.date(x.validFrom)} – {f.date(x.validTo)} · {f.dateTime(x.createdAt)}
                </Text>
              </Group>
            ))}
          </Paper>
        )}

        {!readOnly && (
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} data-testid="rate-save">
              {t('actions.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </AppForm>
  );
}
