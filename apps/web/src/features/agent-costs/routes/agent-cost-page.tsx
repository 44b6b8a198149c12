import { Container, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FullPageLoader } from '@/components/full-page-loader';
import { notifyError } from '@/components/notify';
import { errorCodeOf } from '@/lib/errors';
import { applyLanguage } from '@/lib/i18n';
import { useAgentCostContext, useSubmitAgentCosts } from '../api/agent-cost-request';
import { AgentState, type AgentStateKind } from '../components/agent-state';
import { CostsForm } from '../components/costs-form';
import { JobSummary } from '../components/job-summary';

/** Failures that end the page (the link can no longer send) instead of a toast. */
const FINAL_STATES: Partial<Record<string, AgentStateKind>> = {
  COSTS_ALREADY_SENT: 'alreadySent',
  QUOTATION_CANCELLED: 'cancelled',
  AGENT_LINK_INVALID: 'invalid',
  AGENT_LINK_EXPIRED: 'expired',
};

/** /third-party/new-cost/:encodedJwt — the agent's no-login page to send its costs. */
export function AgentCostPage() {
  const { encodedJwt = '' } = useParams();
  const { t } = useTranslation(['agentCosts', 'errors', 'quotations', 'quotationForm']);
  const context = useAgentCostContext(encodedJwt);
  const submit = useSubmitAgentCosts(encodedJwt);
  const [final, setFinal] = useState<AgentStateKind | null>(null);
  const language = context.data?.provider.language;

  // The page speaks the agent's language; nothing is remembered on this browser.
  useEffect(() => {
    if (language) void applyLanguage(language, { remember: false });
  }, [language]);

  const state = (kind: AgentStateKind) => (
    <AgentState
      kind={kind}
      title={t(`agentCosts:states.${kind}.title`)}
      message={
        kind === 'alreadySent'
          ? t('errors:COSTS_ALREADY_SENT')
          : kind === 'cancelled'
            ? t('errors:QUOTATION_CANCELLED')
            : t(`agentCosts:states.${kind}.message`)
      }
    />
  );

  if (final) return state(final);
  if (context.isPending) return <FullPageLoader />;
  if (context.isError) return state(FINAL_STATES[errorCodeOf(context.error)] ?? 'error');
  const job = context.data;
  if (job.cancelled) return state('cancelled');
  if (job.alreadyAnswered) return state('alreadySent');

  return (
    <Container size="xl" py="lg" data-testid="agent-cost-page">
      <Stack gap="lg">
        <div>
          <Title order={1} data-testid="agent-title">
            {t('agentCosts:title')}
          </Title>
          <Text c="dimmed">{t('agentCosts:intro', { provider: job.provider.name })}</Text>
        </div>
        <JobSummary t={t} job={job} />
        <Title order={2}>{t('agentCosts:costsTitle')}</Title>
        <CostsForm
          chargeCodes={job.chargeCodes}
          language={job.provider.language}
          submitting={submit.isPending}
          onSubmit={(payload) =>
            submit.mutateAsync(payload).then(
              () => setFinal('sent'),
              (error: unknown) => {
                const kind = FINAL_STATES[errorCodeOf(error)];
                if (kind) setFinal(kind);
                else if (errorCodeOf(error) !== 'VALIDATION_FAILED') notifyError(error);
                throw error;
              },
            )
          }
        />
      </Stack>
    </Container>
  );
}
