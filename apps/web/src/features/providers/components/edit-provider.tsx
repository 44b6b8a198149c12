import { Alert, Button, Center, Divider, Group, Loader, Stack } from '@mantine/core';
import type { ProviderDetail } from '@freight/shared';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/notify';
import { translateError } from '@/lib/errors';
import { useProvider } from '../api/get-provider';
import { useUpdateProvider } from '../api/update-provider';
import { ContactsPanel } from './contacts-panel';
import { ProviderFields } from './provider-fields';
import { providerValues, toUpdateBody } from './provider-form-values';
import { useProviderForm } from './use-provider-form';
import { AppForm } from '@/components/forms';
import { useDirtyReport } from '@/components/unsaved';

type DirtyRef = RefObject<() => boolean>;

function EditProviderForm({ provider, dirtyRef }: { provider: ProviderDetail; dirtyRef: DirtyRef }) {
  const { t } = useTranslation(['providers', 'common']);
  const { form, refuse } = useProviderForm(providerValues(provider), false);
  // Contacts save on their own; the provider's fields are the work the drawer could lose.
  useDirtyReport(dirtyRef, () => form.isDirty());
  const update = useUpdateProvider();
  const submit = form.onSubmit((values) =>
    update.mutate(
      { id: provider.id, body: toUpdateBody(values) },
      {
        onSuccess: (saved) => {
          // The fields show what was stored (the code upper-cased, names trimmed), and nothing is unsaved.
          const stored = providerValues(saved);
          form.setValues(stored);
          form.resetDirty(stored);
          notifySuccess(t('toasts.updated', { name: saved.name }));
        },
        onError: refuse,
      },
    ),
  );
  return (
    <AppForm onSubmit={submit} focusFirstField long data-testid="provider-edit-form">
      <Stack gap="md">
        <ProviderFields form={form} />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending} data-testid="provider-save">
            {t('common:actions.save')}
          </Button>
        </Group>
      </Stack>
    </AppForm>
  );
}

/**
 * Loads the provider, then its fields form and its contacts panel; or the failure with a retry.
 * `dirtyRef` is set to whether the fields were changed and not saved.
 */
export function EditProvider({ id, dirtyRef }: { id: string; dirtyRef: DirtyRef }) {
  const { t } = useTranslation(['providers', 'common']);
  const query = useProvider(id);
  if (query.isError) {
    return (
      <Alert color="red" variant="light" title={t('loadError')} data-testid="provider-load-error">
        {translateError(t, query.error)}
        <div>
          <Button mt="sm" size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </div>
      </Alert>
    );
  }
  if (!query.data) {
    return (
      <Center py="xl">
        <Loader data-testid="provider-loading" />
      </Center>
    );
  }
  return (
    <Stack gap="lg">
      {/* Keyed by id so switching providers starts a fresh form. */}
      <EditProviderForm key={query.data.id} provider={query.data} dirtyRef={dirtyRef} />
      <Divider />
      <ContactsPanel provider={query.data} />
    </Stack>
  );
}
