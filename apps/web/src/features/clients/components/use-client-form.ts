import { useForm } from '@mantine/form';
import { isApiError } from '@/lib/api-client';
import { useTranslation } from 'react-i18next';
import { clientProblems, type ClientFormValues } from './client-form-values';

/** The client form with the shared rules; `serverErrors` puts an API refusal on its field. */
export function useClientForm(initialValues: ClientFormValues) {
  const { t } = useTranslation('clients');
  const form = useForm<ClientFormValues>({
    mode: 'controlled',
    initialValues,
    validate: (values) =>
      Object.fromEntries(Object.entries(clientProblems(values)).map(([field, rule]) => [field, t(`rules.${rule}`)])),
  });
  const serverErrors = (error: unknown) => {
    if (!isApiError(error)) return;
    const details = error.details ?? {};
    if (typeof details.field === 'string') form.setFieldError(details.field, t(`errors:${error.code}`));
    if (error.code === 'VALIDATION_FAILED' && Array.isArray(details.fields)) {
      for (const f of details.fields as { field: string }[]) form.setFieldError(f.field, t('rules.invalid'));
    }
  };
  return { form, serverErrors };
}
