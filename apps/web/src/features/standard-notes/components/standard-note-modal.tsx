import { Button, Group, Modal, MultiSelect, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MAX_STANDARD_NOTE_VALUE_LENGTH, SERVICES, type StandardNoteItem } from '@freight/shared';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/components/notify';
import { useSaveStandardNote } from '../api/save-standard-note';
import {
  ruleMessages,
  serverFieldRules,
  standardNoteProblems,
  standardNoteValues,
  toStandardNoteBody,
  type StandardNoteValues,
} from './standard-note-form';
import { AppForm } from '@/components/forms';
import { useReturnFocus } from '@/components/dialogs/use-return-focus';

/** Create (no item) or edit a standard note: name, text, mandatory and the services it applies to. */
export function StandardNoteModal({ item, onClose }: { item: StandardNoteItem | null; onClose: () => void }) {
  useReturnFocus(true);
  const { t } = useTranslation(['standardNotes', 'common']);
  const form = useForm<StandardNoteValues>({
    mode: 'controlled',
    initialValues: standardNoteValues(item),
    validate: (values) => ruleMessages(t, standardNoteProblems(values)),
  });
  const save = useSaveStandardNote();

  const submit = form.onSubmit((values) =>
    save.mutate(
      { id: item?.id, body: toStandardNoteBody(values) },
      {
        onSuccess: (saved) => {
          notifySuccess(t(item ? 'toasts.updated' : 'toasts.created', { name: saved.name }));
          onClose();
        },
        onError: (error) => {
          const rules = serverFieldRules(error);
          if (Object.keys(rules).length) form.setErrors(ruleMessages(t, rules));
          notifyError(error);
        },
      },
    ),
  );

  return (
    <Modal opened onClose={onClose} title={t(item ? 'modal.editTitle' : 'modal.createTitle')} size="lg" centered>
      <AppForm onSubmit={submit} focusFirstField data-testid="standard-note-form">
        <Stack gap="sm">
          <TextInput
            label={t('fields.name')}
            withAsterisk
            maxLength={120}
            {...form.getInputProps('name')}
            data-testid="standard-note-name"
          />
          <Textarea
            label={t('fields.value')}
            description={t('fields.valueHint')}
            withAsterisk
            autosize
            minRows={3}
            maxRows={10}
            maxLength={MAX_STANDARD_NOTE_VALUE_LENGTH}
            {...form.getInputProps('value')}
            data-testid="standard-note-value"
          />
          <MultiSelect
            label={t('fields.services')}
            description={t('fields.servicesHint')}
            data={SERVICES.map((value) => ({ value, label: t(`services.${value}`) }))}
            {...form.getInputProps('services')}
            data-testid="standard-note-services"
          />
          <Switch
            label={t('fields.mandatory')}
            description={t('fields.mandatoryHint')}
            {...form.getInputProps('mandatory', { type: 'checkbox' })}
            data-testid="standard-note-mandatory"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="standard-note-save">
              {t('common:actions.save')}
            </Button>
          </Group>
        </Stack>
      </AppForm>
    </Modal>
  );
}
