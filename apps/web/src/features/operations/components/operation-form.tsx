import {
  Button,
  Group,
  Modal,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  TextInput,
  Textarea,
} from '@mantine/core';
import {
  CONTAINER_MODES,
  TRANSPORT_MODES,
  type ContainerMode,
  type OperationDetail,
  type TransportMode,
} from '@freight/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failedReadText } from '@/lib/errors';
import { AppForm } from '@/components/forms';
import { DateTextInput } from '@/components/dates';
import { notifyError, notifySuccess } from '@/components/notify';
import { useDirtyReport, useDiscardGuard } from '@/components/unsaved';
import {
  useClientSearch,
  useCreateOperation,
  useOperationCommercials,
  useOperatives,
  useUpdateOperation,
} from '../api/operations-api';
import { changedFrom } from './form-changes';
import { lookupOptions } from '@/components/pickers/lookup-options';
import { useServerSearch } from '@/components/pickers/use-server-search';

type Values = {
  clientId: string | null;
  transportMode: TransportMode | null;
  containerMode: ContainerMode | null;
  operativeIds: string[];
  commercialId: string | null;
  houseNumber: string;
  masterNumber: string;
  shipmentKey: string;
  containerNumbers: string[];
  originCode: string;
  originName: string;
  destinationCode: string;
  destinationName: string;
  etd: string | null;
  eta: string | null;
  goodsDescription: string;
  courier: string;
  trackingNumber: string;
};

const EMPTY: Values = {
  clientId: null,
  transportMode: null,
  containerMode: null,
  operativeIds: [],
  commercialId: null,
  houseNumber: '',
  masterNumber: '',
  shipmentKey: '',
  containerNumbers: [],
  originCode: '',
  originName: '',
  destinationCode: '',
  destinationName: '',
  etd: null,
  eta: null,
  goodsDescription: '',
  courier: '',
  trackingNumber: '',
};

function fromDetail(op: OperationDetail): Values {
  return {
    ...EMPTY,
    clientId: op.client.id,
    transportMode: op.transportMode,
    containerMode: op.containerMode,
    operativeIds: op.operatives.map((o) => o.id),
    commercialId: op.commercial?.id ?? null,
    houseNumber: op.houseNumber ?? '',
    masterNumber: op.masterNumber ?? '',
    shipmentKey: op.shipmentKey ?? '',
    containerNumbers: op.containerNumbers,
    etd: op.etd,
    eta: op.eta,
    courier: op.express?.courier ?? '',
    trackingNumber: op.express?.trackingNumber ?? '',
  };
}

const orUndefined = (s: string) => s.trim() || undefined;

export function ClientField({
  value,
  onChange,
  error,
}: {
  value: string | null;
  onChange: (id: string | null) => void;
  error?: string;
}) {
  const { t } = useTranslation('operations');
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<{ value: string; label: string } | null>(null);
  const { query, isCurrent } = useServerSearch(search, picked?.label);
  const found = useClientSearch(query);
  // Only the results of what is typed now: while a search is pending the previous list is hidden, so
  // Enter (which picks the first listed) can never choose a client of the earlier search.
  const settled = isCurrent(found.isFetching);
  const data = lookupOptions(
    ((settled ? found.data?.items : undefined) ?? []).map((c) => ({ value: c.id, label: c.tradeName })),
    picked,
    search,
  );
  return (
    <Select
      label={t('form.client')}
      placeholder={t('form.clientPlaceholder')}
      required
      searchable
      data={data}
      value={value}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={
        !search.trim() ? undefined : settled ? (failedReadText(t, found) ?? t('form.noClients')) : t('common:loading')
      }
      onChange={(id, option) => {
        setPicked(id && option ? { value: id, label: option.label } : null);
        onChange(id);
      }}
      error={error}
      data-testid="operation-form-client"
    />
  );
}

type Props = {
  opened: boolean;
  onClose: () => void;
  onSaved?: (reference: string) => void;
  operation?: OperationDetail;
};

/** Create an operation by hand, or edit its numbers, dates and operatives (status has its own action). */
export function OperationFormModal({ opened, onClose, onSaved, operation }: Props) {
  const { t } = useTranslation('operations');
  const editing = operation !== undefined;
  // As it opened: what closing compares with (the detail refreshing meanwhile does not move it).
  const [initial] = useState<Values>(() => (operation ? fromDetail(operation) : EMPTY));
  const [values, setValues] = useState<Values>(initial);
  const { dirtyRef, requestClose } = useDiscardGuard();
  useDirtyReport(dirtyRef, () => changedFrom(initial, values));
  // Escape, the dimmed page and Cancel ask first when something was changed; a save closes at once.
  const close = () => requestClose(onClose);
  const [submitted, setSubmitted] = useState(false);
  const operatives = useOperatives();
  const commercials = useOperationCommercials();
  const create = useCreateOperation();
  const update = useUpdateOperation(operation?.kind);
  const express = operation?.kind === 'EXPRESS';
  const set =
    <K extends keyof Values>(key: K) =>
    (value: Values[K]) =>
      setValues((v) => ({ ...v, [key]: value }));
  const required = t('form.required');
  const errors = {
    clientId: !editing && !values.clientId ? required : undefined,
    transportMode: !editing && !values.transportMode ? required : undefined,
    eta: values.etd && values.eta && values.eta < values.etd ? t('form.etaBeforeEtd') : undefined,
  };
  const valid = !errors.clientId && !errors.transportMode && !errors.eta;
  const shown = (e: string | undefined) => (submitted ? e : undefined);
  const userOptions = (list: { id: string; code: string; name: string }[] | undefined) =>
    (list ?? []).map((u) => ({ value: u.id, label: `${u.name} (${u.code})` }));

  const submit = () => {
    setSubmitted(true);
    if (!valid) return;
    const common = {
      operativeIds: values.operativeIds,
      houseNumber: values.houseNumber.trim(),
      masterNumber: values.masterNumber.trim(),
      shipmentKey: values.shipmentKey.trim(),
      containerNumbers: values.containerNumbers,
      etd: values.etd ?? undefined,
      eta: values.eta ?? undefined,
    };
    if (operation) {
      update.mutate(
        {
          reference: operation.reference,
          ...common,
          ...(express
            ? { courier: values.courier.trim() || undefined, trackingNumber: values.trackingNumber.trim() }
            : {}),
        },
        {
          onSuccess: () => {
            notifySuccess(t('form.updated'));
            onSaved?.(operation.reference);
            onClose();
          },
          onError: notifyError,
        },
      );
      return;
    }
    create.mutate(
      {
        ...common,
        houseNumber: orUndefined(values.houseNumber),
        masterNumber: orUndefined(values.masterNumber),
        shipmentKey: orUndefined(values.shipmentKey),
        clientId: values.clientId as string,
        transportMode: values.transportMode as TransportMode,
        containerMode: values.containerMode ?? undefined,
        commercialId: values.commercialId ?? undefined,
        originCode: orUndefined(values.originCode),
        originName: orUndefined(values.originName),
        destinationCode: orUndefined(values.destinationCode),
        destinationName: orUndefined(values.destinationName),
        goodsDescription: orUndefined(values.goodsDescription),
      },
      {
        onSuccess: (created) => {
          notifySuccess(t('form.created', { reference: created.reference }));
          onSaved?.(created.reference);
          onClose();
        },
        onError: notifyError,
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      size="lg"
      title={editing ? t('form.editTitle', { reference: operation.reference }) : t('form.newTitle')}
      data-testid="operation-form"
    >
      <AppForm onSubmit={submit} focusFirstField long>
        <Stack gap="sm">
          {!editing && (
            <>
              <ClientField value={values.clientId} onChange={set('clientId')} error={shown(errors.clientId)} />
              <SimpleGrid cols={2}>
                <Select
                  label={t('form.transportMode')}
                  required
                  data={TRANSPORT_MODES.map((m) => ({ value: m, label: t(`modes.${m}`) }))}
                  value={values.transportMode}
                  onChange={(v) => set('transportMode')(v)}
                  error={shown(errors.transportMode)}
                  data-testid="operation-form-transport"
                />
                <Select
                  label={t('form.containerMode')}
                  clearable
                  data={CONTAINER_MODES.map((m) => ({ value: m, label: t(`containerModes.${m}`) }))}
                  value={values.containerMode}
                  onChange={(v) => set('containerMode')(v)}
                  data-testid="operation-form-container-mode"
                />
              </SimpleGrid>
            </>
          )}
          <SimpleGrid cols={editing ? 1 : 2}>
            <MultiSelect
              label={t('columns.operatives')}
              data={userOptions(operatives.data)}
              value={values.operativeIds}
              onChange={set('operativeIds')}
              searchable
              maxValues={10}
              error={failedReadText(t, operatives)}
              data-testid="operation-form-operatives"
            />
            {!editing && (
              <Select
                label={t('columns.commercial')}
                description={t('form.commercialHint')}
                clearable
                searchable
                data={userOptions(commercials.data)}
                value={values.commercialId}
                onChange={set('commercialId')}
                error={failedReadText(t, commercials)}
                data-testid="operation-form-commercial"
              />
            )}
          </SimpleGrid>
          {express && (
            <SimpleGrid cols={2}>
              <TextInput
                label={t('express.courier')}
                maxLength={40}
                value={values.courier}
                onChange={(e) => set('courier')(e.currentTarget.value)}
                data-testid="operation-form-courier"
              />
              <TextInput
                label={t('express.trackingNumber')}
                maxLength={60}
                value={values.trackingNumber}
                onChange={(e) => set('trackingNumber')(e.currentTarget.value)}
                data-testid="operation-form-tracking"
              />
            </SimpleGrid>
          )}
          <SimpleGrid cols={3}>
            <TextInput
              label={t('columns.house')}
              maxLength={40}
              value={values.houseNumber}
              onChange={(e) => set('houseNumber')(e.currentTarget.value)}
              data-testid="operation-form-house"
            />
            <TextInput
              label={t('columns.master')}
              maxLength={40}
              value={values.masterNumber}
              onChange={(e) => set('masterNumber')(e.currentTarget.value)}
              data-testid="operation-form-master"
            />
            <TextInput
              label={t('columns.shipmentKey')}
              maxLength={40}
              value={values.shipmentKey}
              onChange={(e) => set('shipmentKey')(e.currentTarget.value)}
              data-testid="operation-form-shipment-key"
            />
          </SimpleGrid>
          <TagsInput
            label={t('columns.containers')}
            description={t('form.containersHint')}
            value={values.containerNumbers}
            onChange={(list) => set('containerNumbers')(list.map((c) => c.trim().toUpperCase()).filter(Boolean))}
            maxTags={100}
            data-testid="operation-form-containers"
          />
          {!editing && (
            <SimpleGrid cols={2}>
              <Group grow align="flex-start" gap="xs">
                <TextInput
                  label={t('form.originCode')}
                  maxLength={10}
                  value={values.originCode}
                  onChange={(e) => set('originCode')(e.currentTarget.value)}
                  data-testid="operation-form-origin-code"
                />
                <TextInput
                  label={t('form.originName')}
                  maxLength={120}
                  value={values.originName}
                  onChange={(e) => set('originName')(e.currentTarget.value)}
                />
              </Group>
              <Group grow align="flex-start" gap="xs">
                <TextInput
                  label={t('form.destinationCode')}
                  maxLength={10}
                  value={values.destinationCode}
                  onChange={(e) => set('destinationCode')(e.currentTarget.value)}
                  data-testid="operation-form-destination-code"
                />
                <TextInput
                  label={t('form.destinationName')}
                  maxLength={120}
                  value={values.destinationName}
                  onChange={(e) => set('destinationName')(e.currentTarget.value)}
                />
              </Group>
            </SimpleGrid>
          )}
          <SimpleGrid cols={2}>
            <DateTextInput
              label={t('columns.etd')}
              value={values.etd}
              onChange={set('etd')}
              data-testid="operation-form-etd"
            />
            <DateTextInput
              label={t('columns.eta')}
              value={values.eta}
              onChange={set('eta')}
              error={errors.eta}
              data-testid="operation-form-eta"
            />
          </SimpleGrid>
          {!editing && (
            <Textarea
              label={t('detail.goods')}
              maxLength={2000}
              autosize
              maxRows={5}
              value={values.goodsDescription}
              onChange={(e) => set('goodsDescription')(e.currentTarget.value)}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} data-testid="operation-form-cancel">
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending} data-testid="operation-form-save">
              {t('actions.save')}
            </Button>
          </Group>
        </Stack>
      </AppForm>
    </Modal>
  );
}
