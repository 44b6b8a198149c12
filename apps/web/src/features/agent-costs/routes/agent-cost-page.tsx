import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { defaultChargeQuantity, isLanguage } from '@freight/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FullPageLoader } from '@/components/full-page-loader';
import { notifyError } from '@/components/notify';
import { useDiscardGuard, useLeaveGuard } from '@/components/unsaved';
import { ApiError } from '@/lib/api-client';
import { errorCodeOf } from '@/lib/errors';
import { holdPageLanguage } from '@/lib/i18n';
import { useAgentCostContext, useDeclineAgentRequest, useSubmitAgentCosts } from '../api/agent-cost-request';
import { AgentExchange } from '../components/agent-exchange';
import { AgentState, type AgentStateKind } from '../components/agent-state';
import { CostsForm } from '@/components/costs-form';
import { DeclineModal } from '../components/decline-modal';
import { JobSummary } from '../components/job-summary';
import { SentSummary } from '../components/sent-summary';
import type { CostsPayload } from '@/components/costs-form';
import { requestTime } from '../components/request-time';

/** Failures that end the page (the link can no longer send) instead of a toast. */
const FINAL_STATES: Partial<Record<string, AgentStateKind>> = {
  COSTS_ALREADY_SENT: 'alreadySent',
  COST_REQUEST_DECLINED: 'declined',
  QUOTATION_CANCELLED: 'cancelled',
  AGENT_LINK_INVALID: 'invalid',
  AGENT_LINK_EXPIRED: 'expired',
  AGENT_LINK_REVOKED: 'revoked',
};

/** States whose message is the API's own error text. */
const STATE_MESSAGE: Partial<Record<AgentStateKind, string>> = {
  alreadySent: 'COSTS_ALREADY_SENT',
  declined: 'COST_REQUEST_DECLINED',
  revoked: 'AGENT_LINK_REVOKED',
  cancelled: 'QUOTATION_CANCELLED',
};

/** /third-party/new-cost/:encodedJwt — the agent's no-login page to send its costs. */
export function AgentCostPage() {
  const { encodedJwt = '' } = useParams();
  const { t } = useTranslation(['agentCosts', 'errors', 'quotations', 'quotationForm']);
  const context = useAgentCostContext(encodedJwt);
  const submit = useSubmitAgentCosts(encodedJwt);
  const decline = useDeclineAgentRequest(encodedJwt);
  const [declining, setDeclining] = useState(false);
  const [final, setFinal] = useState<AgentStateKind | null>(null);
  const [sent, setSent] = useState<CostsPayload | null>(null);
  // A withdrawn link still names the agent's language (in the refusal's details).
  const refusedIn = context.error instanceof ApiError ? context.error.details?.language : undefined;
  const language = context.data?.provider.language ?? (isLanguage(refusedIn) ? refusedIn : undefined);

  // Costs typed and not sent are lost by closing or reloading the tab (the agent has no session and
  // no links to follow: the browser's own question is the main protection) or by Back within the app.
  const { dirtyRef, confirmDiscard } = useDiscardGuard({
    message: t('agentCosts:unsaved.message'),
    confirm: t('agentCosts:unsaved.confirm'),
    keep: t('common:unsaved.keep'),
  });
  const loaded = context.data;
  const formShown =
    !final && !context.isError && !!loaded && !loaded.cancelled && !loaded.alreadyAnswered && !loaded.declined;
  const allowLeave = useLeaveGuard({ active: formShown, dirtyRef, confirmLeave: confirmDiscard });

  // The page speaks the agent's language; nothing is remembered on this browser.
  useEffect(() => {
    if (!language) return;
    holdPageLanguage(language);
    return () => holdPageLanguage(null);
  }, [language]);

  const state = (kind: AgentStateKind) => (
    <AgentState
      kind={kind}
      title={t(`agentCosts:states.${kind}.title`)}
      message={STATE_MESSAGE[kind] ? t(`errors:${STATE_MESSAGE[kind]}`) : t(`agentCosts:states.${kind}.message`)}
    />
  );

  if (final === 'sent' && sent && context.data) return <SentSummary t={t} job={context.data} sent={sent} />;
  if (final) return state(final);
  if (context.isPending) return <FullPageLoader />;
  if (context.isError) return state(FINAL_STATES[errorCodeOf(context.error)] ?? 'error');
  const job = context.data;
  if (job.cancelled) return state('cancelled');
  if (job.alreadyAnswered) return state('alreadySent');
  if (job.declined) return state('declined');
  const { requester } = job;
  // A file or question on a link that closed meanwhile (answered, declined, withdrawn) ends the page too.
  const endsPage = (error: unknown) => {
    const kind = FINAL_STATES[errorCodeOf(error)];
    if (kind) setFinal(kind);
    return kind !== undefined;
  };

  return (
    <Container size="xl" py="lg" data-testid="agent-cost-page">
      <Stack gap="lg">
        <div>
          <Title order={1} data-testid="agent-title">
            {t('agentCosts:title')}
          </Title>
          <Text c="dimmed">{t('agentCosts:intro', { provider: job.provider.name })}</Text>
        </div>
        <Alert variant="light" data-testid="agent-requester">
          <Stack gap={4}>
            <Text data-testid="agent-requester-who">
              {requester.analystName
                ? t('agentCosts:requester.byAnalyst', {
                    company: requester.companyName,
                    analyst: requester.analystName,
                  })
                : t('agentCosts:requester.byCompany', { company: requester.companyName })}
              {requester.analystEmail ? ` (${requester.analystEmail})` : ''}
            </Text>
            {job.answerBy && (
              <Text fw={600} data-testid="agent-answer-by">
                {/* In the zone the mail names (the analyst's), not this browser's: the same hour as the mail. */}
                {t('agentCosts:requester.answerBy', { date: requestTime(job.answerBy, job.timeZone) })}
              </Text>
            )}
          </Stack>
        </Alert>
        <JobSummary t={t} job={job} />
        <AgentExchange t={t} token={encodedJwt} job={job} onFinal={endsPage} />
        <Group justify="space-between">
          <Title order={2}>{t('agentCosts:costsTitle')}</Title>
          <Button variant="outline" color="red" onClick={() => setDeclining(true)} data-testid="agent-decline">
            {t('agentCosts:decline.button')}
          </Button>
        </Group>
        <DeclineModal
          t={t}
          opened={declining}
          submitting={decline.isPending}
          onClose={() => setDeclining(false)}
          onConfirm={(payload) =>
            decline.mutate(payload, {
              onSuccess: () => setFinal('declineSent'),
              onError: (error: unknown) => {
                const kind = FINAL_STATES[errorCodeOf(error)];
                if (kind) setFinal(kind);
                else notifyError(error);
              },
            })
          }
        />
        <CostsForm
          chargeCodes={job.chargeCodes}
          language={job.provider.language}
          // As the analyst's agent quote: the chargeable W/M or kg, or the containers or trucks of a full load.
          defaultQuantity={defaultChargeQuantity(job)}
          submitting={submit.isPending}
          dirtyRef={dirtyRef}
          onSubmit={(payload) =>
            submit.mutateAsync(payload).then(
              () => {
                // Sent: nothing left to lose, the page may go.
                dirtyRef.current = () => false;
                allowLeave();
                setSent(payload);
                setFinal('sent');
              },
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
