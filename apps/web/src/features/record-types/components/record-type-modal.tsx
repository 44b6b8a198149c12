import { Button, Checkbox, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { RECORD_TYPE_CODE_LENGTHS, type RecordTypeItem, type RecordTypeKind } from '@freight/shared';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/components/notify';
import { isApiError } from '@/lib/api-client';
import { translateError } from '@/lib/errors';
import { useFormatters } from '@/lib/formatting';
import { useSaveRecordType } from '../api/record-type-api';
import { recordTypeProblems, recordTypeValues, toRecordTypeBody, type RecordTypeValues } from './record-type-form';
import { useReturnFocus } from '@/components/dialogs/use-return-focus';

const CODE_ERRORS = new Set([
  'DOCUMENT_TYPE_CODE_INVALID',
  'NOTE_TYPE_CODE_INVALID',
  'DOCUMENT_TYPE_CODE_TAKEN',
  'NOTE_TYPE_CODE_TAKEN',
]);

/** Who and when a type was created and last updated (spec section 3 audit fields). */
function AuditFields({ item }: { item: RecordTypeItem }) {
  const { t } = useTranslation('recordTypes');
  const format = useFormatters();
  return (
    <SimpleGrid cols={2} spacing="xs" data-testid="record-type-audit">
      <Text size="xs" c="dimmed">
        {t('audit.created', { who: item.createdBy?.name ?? '—', when: format.dateTime(item.createdAt) })}
      </Text>
      <Text size="xs" c="dimmed">
        {t('audit.updated', { who: item.lastUpdatedBy?.name ?? '—', when: format.dateTime(item.lastUpdatedAt) })}
      </Text>
    </SimpleGrid>
  );
}

/** Create (no item) or edit a document or note type: code, name and the two visibilities. */
export function RecordTypeModal({
  kind,
  item,
  onClose,
}: {
  kind: RecordTypeKind;
  item: RecordTypeItem | null;
  onClose: () => void;
}) {
  useReturnFocus(true);
  const { t } = useTranslation(['recordTypes', 'common', 'errors']);
  const form = useForm<RecordTypeValues>({
    mode: 'controlled',
    initialValues: recordTypeValues(item),
    validate: (values) =>
      Object.fromEntries(Object.entries(recordTypeProblems(kind, values)).map(([k, key]) => [k, t(key)])),
  });
  const save = useSaveRecordType(kind);
  const maxLength = Math.max(...RECORD_TYPE_CODE_LENGTHS[kind]);

  const submit = form.onSubmit((values) =>
    save.mutate(
      { id: item?.id, body: toRecordTypeBody(values) },
      {
        onSuccess: (saved) => {
          notifySuccess(t(item ? `toasts.${kind}.updated` : `toasts.${kind}.created`, { code: saved.code }));
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && CODE_ERRORS.has(error.code)) form.setFieldError('code', translateError(t, error));
          notifyError(error);
        },
      },
    ),
  );

  return (
    <Modal opened onClose={onClose} title={t(item ? `modal.${kind}.editTitle` : `modal.${kind}.createTitle`)} centered>
      <form onSubmit={submit} noValidate data-testid="record-type-form">
        <Stack gap="sm">
          <TextInput
            label={t('fields.code')}
            description={t(`fields.codeHint.${kind}`)}
            withAsterisk
            maxLength={maxLength + 2}
            {...form.getInputProps('code')}
            data-testid="record-type-code"
          />
          <TextInput
            label={t('fields.name')}
            withAsterisk
            maxLength={120}
            {...form.getInputProps('name')}
            data-testid="record-type-name"
          />
          <Group gap="xl">
            <Checkbox
              label={t('fields.clientVisible')}
              {...form.getInputProps('clientVisible', { type: 'checkbox' })}
              data-testid="record-type-client-visible"
            />
            <Checkbox
              label={t('fields.providerVisible')}
              {...form.getInputProps('providerVisible', { type: 'checkbox' })}
              data-testid="record-type-provider-visible"
            />
          </Group>
          {item && <AuditFields item={item} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="record-type-save">
              {t('common:actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
