import { Button, Checkbox, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ChargeCodeItem } from '@freight/shared';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/components/notify';
import { useSaveChargeCode } from '../api/save-charge-code';
import {
  CHARGE_CODE_FLAGS,
  CHARGE_CODE_NAME_FIELDS,
  chargeCodeProblems,
  chargeCodeValues,
  toChargeCodeBody,
  type ChargeCodeValues,
} from './charge-code-form';
import { ruleMessages, serverFieldRules } from './server-field-errors';
import { AppForm } from '@/components/forms';
import { useReturnFocus } from '@/components/dialogs/use-return-focus';

/** Create (no item) or edit a charge code: concept, description, tax and the mode flags. */
export function ChargeCodeModal({ item, onClose }: { item: ChargeCodeItem | null; onClose: () => void }) {
  useReturnFocus(true);
  const { t } = useTranslation(['chargeCodes', 'common']);
  const form = useForm<ChargeCodeValues>({
    mode: 'controlled',
    initialValues: chargeCodeValues(item),
    validate: (values) => ruleMessages(t, chargeCodeProblems(values)),
  });
  const save = useSaveChargeCode();

  const submit = form.onSubmit((values) =>
    save.mutate(
      { id: item?.id, body: toChargeCodeBody(values) },
      {
        onSuccess: (saved) => {
          notifySuccess(t(item ? 'toasts.updated' : 'toasts.created', { concept: saved.concept }));
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
    <Modal opened onClose={onClose} title={t(item ? 'modal.editTitle' : 'modal.createTitle')} centered>
      <AppForm onSubmit={submit} focusFirstField data-testid="charge-code-form">
        <Stack gap="sm">
          <TextInput
            label={t('fields.concept')}
            description={t('fields.conceptHint')}
            withAsterisk
            maxLength={10}
            {...form.getInputProps('concept')}
            data-testid="charge-code-concept"
          />
          {CHARGE_CODE_NAME_FIELDS.map((field, i) => (
            <TextInput
              key={field}
              label={t(`fields.${field}`)}
              description={i === 0 ? t('fields.namesHint') : undefined}
              withAsterisk
              maxLength={200}
              {...form.getInputProps(field)}
              data-testid={field === 'description' ? 'charge-code-description' : `charge-code-${field}`}
            />
          ))}
          <SimpleGrid cols={3} spacing="xs">
            {CHARGE_CODE_FLAGS.map((flag) => (
              <Checkbox
                key={flag}
                label={t(`flags.${flag}`)}
                {...form.getInputProps(flag, { type: 'checkbox' })}
                data-testid={`charge-code-${flag}`}
              />
            ))}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="charge-code-save">
              {t('common:actions.save')}
            </Button>
          </Group>
        </Stack>
      </AppForm>
    </Modal>
  );
}
