import { Alert, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { notifyError, notifySuccess } from '@/components/notify';
import { isApiError } from '@/lib/api-client';
import { CostsForm, type CostsPayload } from '@/features/agent-costs/components/costs-form';
import { useAgentQuote, useChargeCodes, useProviderSearch } from '../api/pricing-api';
import { pricingQuotationPath } from './pricing-path';

/**
 * /pricing/cotizador: costs received by phone or mail entered on an agent's behalf, with the agent
 * page's own CostsForm (the same rules of spec section 5).
 */
export function AgentQuoteForm() {
  const { t } = useTranslation(['pricing', 'nav', 'common']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [reference, setReference] = useState(params.get('ref') ?? '');
  const [providerSearch, setProviderSearch] = useState('');
  const [search] = useDebouncedValue(providerSearch, 300);
  const [provider, setProvider] = useState<{ value: string; label: string } | null>(null);
  const providerId = provider?.value ?? null;
  // Picking an option puts its label in the search box: that is not a new search.
  const providers = useProviderSearch(provider && search === provider.label ? '' : search);
  const chargeCodes = useChargeCodes();
  const submit = useAgentQuote();

  const found = (providers.data?.items ?? []).map((p) => ({ value: p.id, label: `${p.name} (${p.code})` }));
  const providerOptions = provider && !found.some((o) => o.value === provider.value) ? [provider, ...found] : found;
  const ref = reference.trim().toUpperCase();

  const onSubmit = async (payload: CostsPayload) => {
    if (!providerId || !ref) return;
    try {
      await submit.mutateAsync({ reference: ref, body: { providerId, ...payload } });
    } catch (error) {
      // The form shows rule refusals on its fields; anything else is ours to show.
      if (!(isApiError(error) && error.code === 'VALIDATION_FAILED')) notifyError(error);
      throw error;
    }
    notifySuccess(t('quoter.saved', { reference: ref }));
    void navigate(pricingQuotationPath(ref));
  };

  return (
    <Stack gap="md" data-testid="pricing-quoter">
      <Title order={2} data-testid="screen-title">
        {t('nav:screens.pricingQuoter')}
      </Title>
      <Group grow align="flex-start">
        <TextInput
          label={t('quoter.reference')}
          value={reference}
          onChange={(e) => setReference(e.currentTarget.value)}
          required
          data-testid="quoter-reference"
        />
        <Select
          label={t('quoter.provider')}
          data={providerOptions}
          value={providerId}
          onChange={(value, option) => setProvider(value && option ? { value, label: option.label } : null)}
          searchable
          searchValue={providerSearch}
          onSearchChange={setProviderSearch}
          filter={({ options }) => options}
          nothingFoundMessage={providers.isFetching ? t('common:loading') : t('quoter.noProviders')}
          required
          data-testid="quoter-provider"
        />
      </Group>
      {ref && providerId ? (
        <CostsForm
          key={`${ref}-${providerId}`}
          chargeCodes={chargeCodes.data?.items ?? []}
          onSubmit={onSubmit}
          submitting={submit.isPending}
        />
      ) : (
        <Alert color="blue" variant="light" data-testid="quoter-choose-first">
          {t('quoter.chooseFirst')}
        </Alert>
      )}
    </Stack>
  );
}
