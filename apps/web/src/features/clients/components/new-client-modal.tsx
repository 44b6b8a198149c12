import { Alert, Anchor, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { checkTaxId, formatTaxId, type TaxIdValidation } from '@freight/shared';
import { type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppForm } from '@/components/forms';
import { Link, useNavigate } from 'react-router';
import { notifyError, notifySuccess } from '@/components/notify';
import { useDirtyReport, useDiscardGuard } from '@/components/unsaved';
import { useCountryOptions } from '@/lib/country-options';
import { useSaveClient } from '../api/save-client';
import { useValidateTaxId } from '../api/validate-tax-id';
import { ClientFields } from './client-fields';
import { emptyClient, toClientBody } from './client-form-values';
import { useClientForm } from './use-client-form';
import { useReturnFocus } from '@/components/dialogs/use-return-focus';

type Validated = { country: string; result: TaxIdValidation };

/** Creating a client starts with the tax-ID validation: only a "not found" answer leads to the form. */
export function NewClientModal({ onClose }: { onClose: () => void }) {
  useReturnFocus(true);
  const { t } = useTranslation('clients');
  const countries = useCountryOptions();
  const [country, setCountry] = useState<string | null>('UY');
  const [taxId, setTaxId] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const [validated, setValidated] = useState<Validated | null>(null);
  const [creating, setCreating] = useState(false);
  const validate = useValidateTaxId();
  // The validation step is a look-up; the client form after it is the work closing could lose.
  const { dirtyRef, requestClose } = useDiscardGuard();
  const close = () => requestClose(onClose);

  const runValidation = () => {
    setValidated(null);
    if (!country) return setLocalError(t('rules.countryFirst'));
    const check = checkTaxId(country, taxId);
    if (!check.valid)
      return setLocalError(t(check.problem === 'format' ? 'rules.taxIdFormat' : 'rules.taxIdCheckDigit'));
    setLocalError(null);
    validate.mutate(
      { country, taxId },
      { onSuccess: (result) => setValidated({ country, result }), onError: notifyError },
    );
  };

  return (
    <Modal opened onClose={close} title={t('create.title')} size={creating ? 'xl' : 'md'} centered>
      {creating && validated?.result.status === 'NOT_FOUND' ? (
        <CreateClientForm
          country={validated.country}
          taxId={validated.result.taxId}
          onSaved={onClose}
          onCancel={close}
          dirtyRef={dirtyRef}
        />
      ) : (
        <Stack gap="sm">
          <Text size="sm">{t('create.intro')}</Text>
          <Group align="flex-end" gap="sm" wrap="nowrap">
            <Select
              label={t('fields.country')}
              data={countries}
              searchable
              value={country}
              onChange={setCountry}
              w={220}
              data-testid="validate-country"
            />
            <TextInput
              label={t('fields.taxId')}
              value={taxId}
              onChange={(e) => {
                setTaxId(e.currentTarget.value);
                setValidated(null);
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter') runValidation();
              }}
              error={localError}
              style={{ flex: 1 }}
              data-testid="validate-taxId"
            />
          </Group>
          <Group justify="flex-end">
            <Button onClick={runValidation} loading={validate.isPending} data-testid="validate-submit">
              {t('create.validate')}
            </Button>
          </Group>
          {validated?.result.status === 'NOT_FOUND' && (
            <Alert color="green" title={t('create.notFoundTitle')} data-testid="validate-not-found">
              <Stack gap="xs">
                <Text size="sm">
                  {t('create.notFound', { taxId: formatTaxId(validated.country, validated.result.taxId) })}
                </Text>
                <Group justify="flex-end">
                  <Button onClick={() => setCreating(true)} data-testid="validate-create">
                    {t('create.continue')}
                  </Button>
                </Group>
              </Stack>
            </Alert>
          )}
          {validated?.result.status === 'EXISTS' && (
            <Alert color="orange" title={t('create.existsTitle')} data-testid="validate-exists">
              <Stack gap={2}>
                <Text size="sm">{t('create.exists')}</Text>
                <Text size="sm" data-testid="validate-exists-taxId">
                  {t('fields.taxId')}: {formatTaxId(validated.country, validated.result.client.taxId)}
                </Text>
                <Text size="sm" data-testid="validate-exists-tradeName">
                  {t('fields.tradeName')}: {validated.result.client.tradeName}
                </Text>
                <Text size="sm" data-testid="validate-exists-legalName">
                  {t('fields.legalName')}: {validated.result.client.legalName}
                </Text>
                <Anchor
                  component={Link}
                  to={`/clients/${validated.result.client.id}`}
                  onClick={onClose}
                  size="sm"
                  data-testid="validate-open-existing"
                >
                  {t('create.openExisting')}
                </Anchor>
              </Stack>
            </Alert>
          )}
        </Stack>
      )}
    </Modal>
  );
}

type CreateClientFormProps = {
  country: string;
  taxId: string;
  /** After a save: closes without asking. */
  onSaved: () => void;
  /** Cancel: the modal asks first when something was entered. */
  onCancel: () => void;
  /** Set to whether the form has unsaved changes. */
  dirtyRef: RefObject<() => boolean>;
};

function CreateClientForm({ country, taxId, onSaved, onCancel, dirtyRef }: CreateClientFormProps) {
  const { t } = useTranslation(['clients', 'common']);
  const navigate = useNavigate();
  const { form, serverErrors } = useClientForm(emptyClient(country, taxId));
  useDirtyReport(dirtyRef, () => form.isDirty());
  const save = useSaveClient();
  const submit = form.onSubmit((values) =>
    save.mutate(
      { body: toClientBody(values) },
      {
        onSuccess: (client) => {
          notifySuccess(t('toasts.created', { name: client.tradeName }));
          onSaved();
          void navigate(`/clients/${client.id}`);
        },
        onError: (error) => {
          serverErrors(error);
          notifyError(error);
        },
      },
    ),
  );
  return (
    <AppForm onSubmit={submit} long data-testid="client-create-form">
      <Stack gap="md">
        <ClientFields form={form} taxIdLocked />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} data-testid="client-create-cancel">
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="client-save">
            {t('common:actions.save')}
          </Button>
        </Group>
      </Stack>
    </AppForm>
  );
}
