import { Alert, Card, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { chargeCodeName, hasChargeableQuantity, type QuotationDetail } from '@freight/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { QueryErrorRows } from '@/components/data-table';
import { useDiscardGuard, useLeaveGuard } from '@/components/unsaved';
import { notifyError, notifySuccess } from '@/components/notify';
import { isApiError } from '@/lib/api-client';
import { failedReadText } from '@/lib/errors';
import { useFormatters, type Formatters } from '@/lib/formatting';
import { currentLanguage } from '@/lib/i18n';
import { CostsForm, type CostsPayload } from '@/components/costs-form';
import { useQuery } from '@tanstack/react-query';
import { quotationQueryOptions } from '@/features/quotations/api/get-quotation';
import { laneText } from '@/components/quotation/lane';
import { useAgentQuote, useChargeCodes, useCostRequests, useProviderSearch } from '../api/pricing-api';
import { chargeCodesForMode, defaultQuantityFor } from './agent-quote-helpers';
import { pricingQuotationPath } from '@/lib/pricing-path';
import { lookupOptions } from '@/components/pickers/lookup-options';
import { hasPermission, useSession } from '@/lib/session';
import { CostDrafts } from './cost-drafts';
import { useServerSearch } from '@/components/pickers/use-server-search';
import { useEnterChoosesBestMatch } from '@/components/pickers/use-enter-chooses-best-match';

function chargeableText(q: QuotationDetail, format: Formatters): string {
  // Full containers and trucks are priced per unit: no W/M or chargeable kg.
  if (!hasChargeableQuantity(q.service)) return '—';
  return q.totals.chargeableUnit === 'WM'
    ? `${format.number(q.totals.chargeable)} W/M`
    : format.weight(q.totals.chargeable);
}

/** What is being quoted: service, lane and cargo totals, so the agent's figures can be checked. */
function CargoSummary({ q }: { q: QuotationDetail }) {
  const { t } = useTranslation(['pricing', 'quotations']);
  const format = useFormatters();
  const item = (label: string, value: string, testId: string) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" data-testid={testId}>
        {value}
      </Text>
    </div>
  );
  return (
    <Card withBorder padding="sm" data-testid="quoter-cargo">
      <Stack gap={6}>
        <Text fw={600} size="sm">
          {t('quoter.cargo')}: {t(`quotations:services.${q.service}`)} · {laneText(q)}
          {q.incoterm ? ` · ${q.incoterm}` : ''}
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          {item(t('quoter.packages'), format.number(q.totals.packages, 0), 'quoter-cargo-packages')}
          {item(t('quoter.weight'), format.weight(q.totals.weightKg), 'quoter-cargo-weight')}
          {item(t('quoter.volume'), format.volume(q.totals.volumeM3), 'quoter-cargo-volume')}
          {item(t('quoter.chargeable'), chargeableText(q, format), 'quoter-cargo-chargeable')}
        </SimpleGrid>
        {q.containers.length > 0 && (
          <Text size="sm">{q.containers.map((c) => `${c.quantity} × ${c.type}`).join(', ')}</Text>
        )}
      </Stack>
    </Card>
  );
}

/**
 * /pricing/cotizador: costs received by phone or mail entered on an agent's behalf, with the agent
 * page's own CostsForm (the same rules of spec section 5).
 */
export function AgentQuoteForm() {
  const { t } = useTranslation(['pricing', 'nav', 'common']);
  const navigate = useNavigate();
  const session = useSession();
  const [params] = useSearchParams();
  const [reference, setReference] = useState(params.get('ref') ?? '');
  const [providerSearch, setProviderSearch] = useState('');
  const [provider, setProvider] = useState<{ value: string; label: string } | null>(null);
  const providerId = provider?.value ?? null;
  // Picking an option puts its label in the search box: that is not a new search.
  const { query: providerQuery, isCurrent } = useServerSearch(providerSearch, provider?.label);
  const providers = useProviderSearch(providerQuery);
  const chargeCodes = useChargeCodes();
  const submit = useAgentQuote();
  const format = useFormatters();
  const ref = reference.trim().toUpperCase();
  const [debouncedRef] = useDebouncedValue(ref, 300);
  const quotation = useQuery({ ...quotationQueryOptions(debouncedRef), enabled: debouncedRef !== '', retry: false });
  const requests = useCostRequests(debouncedRef, debouncedRef !== '');
  const q = quotation.data?.reference === ref ? quotation.data : undefined;
  const lookupFailed = ref !== '' && debouncedRef === ref && quotation.isError;
  const notFound = isApiError(quotation.error) && quotation.error.code === 'NOT_FOUND';

  // The agents asked for this quotation: when exactly one was, it is the one whose costs these are;
  // a link may name one (?provider=, from a draft cost waiting on a request row).
  const asked = [...new Map((requests.data ?? []).map((r) => [r.provider.id, r.provider])).values()];
  const named = asked.find((p) => p.id === params.get('provider')) ?? (asked.length === 1 ? asked[0] : undefined);
  const onlyAsked = named ? { value: named.id, label: `${named.name} (${named.code})` } : null;
  const [preselectedFor, setPreselectedFor] = useState<string | null>(null);
  if (onlyAsked && !provider && preselectedFor !== ref && q) {
    // Adjusting state while rendering (once per reference), as React recommends over an effect.
    setPreselectedFor(ref);
    setProvider(onlyAsked);
    setProviderSearch(onlyAsked.label);
  }

  // Only the results of what is typed now: while a search is pending the previous list is hidden, so
  // Enter can never choose a stale option (typing "Shanghai" once picked the first provider of the
  // unfiltered list).
  const found = isCurrent(providers.isFetching)
    ? (providers.data?.items ?? []).map((p) => ({ value: p.id, label: `${p.name} (${p.code})` }))
    : [];
  // The chosen agent is not offered while another name is typed (it was first, and Enter deselected it).
  const providerOptions = lookupOptions(found, provider, providerSearch);
  const providerEnter = useEnterChoosesBestMatch({
    search: providerSearch,
    chosenLabel: provider?.label,
    settled: isCurrent(providers.isFetching),
    hasOptions: found.length > 0,
  });
  // Offered by their name in the analyst's language.
  const codes = q
    ? chargeCodesForMode(chargeCodes.data?.items ?? [], q.transportMode).map((c) => ({
        id: c.id,
        concept: c.concept,
        description: chargeCodeName(c, currentLanguage()),
      }))
    : [];
  const quantity = q ? defaultQuantityFor(q) : 1;

  // Typed costs are lost by leaving the page, or by another reference or provider (the form starts
  // afresh for them): each asks first while the form holds entries.
  const { dirtyRef, confirmDiscard } = useDiscardGuard({
    message: t('quoter.unsaved.message'),
    confirm: t('quoter.unsaved.confirm'),
    keep: t('common:unsaved.keep'),
  });
  const allowLeave = useLeaveGuard({ active: !!q && !!providerId, dirtyRef, confirmLeave: confirmDiscard });
  const unlessItLosesCosts = (change: () => void, keep?: () => void) =>
    dirtyRef.current() ? confirmDiscard(change, keep) : change();

  const onSubmit = async (payload: CostsPayload) => {
    if (!providerId || !q) return;
    try {
      await submit.mutateAsync({ reference: ref, body: { providerId, ...payload } });
    } catch (error) {
      // The form shows rule refusals on its fields; anything else is ours to show.
      if (!(isApiError(error) && error.code === 'VALIDATION_FAILED')) notifyError(error);
      throw error;
    }
    notifySuccess(t('quoter.saved', { reference: ref }));
    allowLeave();
    void navigate(pricingQuotationPath(ref));
  };

  return (
    <Stack gap="md" data-testid="pricing-quoter">
      <Title order={1} size="h2" data-testid="screen-title">
        {t('nav:screens.pricingQuoter')}
      </Title>
      <Group grow align="flex-start">
        <TextInput
          label={t('quoter.reference')}
          value={reference}
          onChange={(e) => {
            const typed = e.currentTarget.value;
            // Only another reference loses the costs (spaces and case are the same one).
            if (typed.trim().toUpperCase() === ref) setReference(typed);
            else unlessItLosesCosts(() => setReference(typed));
          }}
          required
          data-testid="quoter-reference"
        />
        <Select
          label={t('quoter.provider')}
          data={providerOptions}
          value={providerId}
          onChange={(value, option) => {
            const next = value && option ? { value, label: option.label } : null;
            // The box shows the agent chosen in the end: the new one, or the old one kept.
            unlessItLosesCosts(
              () => {
                setProvider(next);
                if (next) setProviderSearch(next.label);
              },
              () => setProviderSearch(provider?.label ?? ''),
            );
          }}
          searchable
          searchValue={providerSearch}
          onSearchChange={(next) => {
            setProviderSearch(next);
            providerEnter.cancelPending();
          }}
          ref={providerEnter.inputRef}
          // Results arrive after the typing: Enter chooses the best match once they do.
          selectFirstOptionOnChange={false}
          onKeyDown={providerEnter.onKeyDown}
          filter={({ options }) => options}
          nothingFoundMessage={
            providers.isFetching ? t('common:loading') : (failedReadText(t, providers) ?? t('quoter.noProviders'))
          }
          required
          description={
            onlyAsked && provider?.value === onlyAsked.value && asked.length === 1
              ? t('quoter.onlyAsked', { name: onlyAsked.label })
              : undefined
          }
          data-testid="quoter-provider"
        />
      </Group>
      {q && <CargoSummary q={q} />}
      {lookupFailed && notFound && (
        <Alert color="red" variant="light" data-testid="quoter-not-found">
          {t('quoter.notFound')}
        </Alert>
      )}
      {/* Any other failure is not "no such quotation": its translated error, with retry. */}
      {lookupFailed && !notFound && <QueryErrorRows query={quotation} />}
      {chargeCodes.isError && !chargeCodes.data && <QueryErrorRows query={chargeCodes} />}
      {q && providerId ? (
        <Stack gap="xs">
          <CostDrafts
            reference={ref}
            providerId={providerId}
            canDecide={hasPermission(session, 'UPDATE_QUOTATION_COSTS')}
          />
          {hasChargeableQuantity(q.service) ? (
            q.totals.chargeable > 0 && (
              <Text size="sm" c="dimmed" data-testid="quoter-quantity-hint">
                {t('quoter.quantityHint', { value: chargeableText(q, format) })}
              </Text>
            )
          ) : (
            <Text size="sm" c="dimmed" data-testid="quoter-quantity-hint">
              {t('quoter.quantityHintUnits', { count: quantity })}
            </Text>
          )}
          <CostsForm
            key={`${ref}-${providerId}`}
            chargeCodes={codes}
            onSubmit={onSubmit}
            submitting={submit.isPending}
            defaultQuantity={quantity}
            dirtyRef={dirtyRef}
          />
        </Stack>
      ) : (
        <Alert color="blue" variant="light" data-testid="quoter-choose-first">
          {t('quoter.chooseFirst')}
        </Alert>
      )}
    </Stack>
  );
}
