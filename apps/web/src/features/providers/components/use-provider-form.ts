import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@/components/notify';
import { providerProblems } from './provider-form-rules';
import type { ProviderFormValues } from './provider-form-values';
import { ruleMessages, serverFieldRules } from './server-field-errors';

/**
 * The provider form with the shared client rules, plus `refuse`, which shows a server refusal
 * at its fields (when it names any) and always as a toast (spec section 8).
 */
export function useProviderForm(initialValues: ProviderFormValues, withContacts: boolean) {
  const { t } = useTranslation('providers');
  const form = useForm<ProviderFormValues>({
    mode: 'controlled',
    initialValues,
    validate: (values) => ruleMessages(t, providerProblems(values, withContacts)),
  });
  const refuse = (error: unknown) => {
    const rules = serverFieldRules(error);
    if (Object.keys(rules).length) form.setErrors(ruleMessages(t, rules));
    notifyError(error);
  };
  return { form, refuse };
}
