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
import { CONTAINER_MODES, TRANSPORT_MODES, type OperationDetail } from '@freight/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failedReadText } from '@/lib/errors';
import { AppForm } from '@/components/forms';
import { DateTextInput } from '@/components/dates';
import { notifyError, notifySuccess } from '@/components/notify';
import { useDirtyReport, useDiscardGuard } from '@/components/unsaved';
import { useCreateOperation, useOperationCommercials, useOperatives, useUpdateOperation } from '../api/operations-api';
import { ClientField } from './client-field';
import { changedFrom } from './form-changes';
import {
  createOperationBody,
  EMPTY_OPERATION_FORM,
  operationFormFromDetail,
  updateOperationBody,
  type OperationFormValues,
} from './operation-form-values';
import { useReturnFocus } from '@/components/dialogs/use-return-focus';

type Props = {
  opened: boolean;
  onClose: () => void;
  onSaved?: (reference: string) => void;
  operation?: OperationDetail;
};

/** Create an operation by hand, or edit its numbers, dates and operatives (status has its own action). */
export function OperationFormModal({ opened, onClose, onSaved, operation }: Props) {
  useReturnFocus(opened);
  const { t } = useTranslation('operations');
  const editing = operation !== undefined;
  // As it opened: what closing compares with (the detail refreshing meanwhile does not move it).
  const [initial] = useState<OperationFormValues>(() =>
    operation ? operationFormFromDetail(operation) : EMPTY_OPERATION_FORM,
  );
  const [values, setValues] = useState<OperationFormValues>(initial);
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
    <K extends keyof OperationFormValues>(key: K) =>
    (value: OperationFormValues[K]) =>
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
    if (operation) {
      update.mutate(
        { reference: operation.reference, ...updateOperationBody(values, express) },
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
    create.mutate(createOperationBody(values), {
      onSuccess: (created) => {
        notifySuccess(t('form.created', { reference: created.reference }));
        onSaved?.(created.reference);
        onClose();
      },
      onError: notifyError,
    });
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
