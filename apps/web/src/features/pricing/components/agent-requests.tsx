import { Anchor, Badge, Button, Checkbox, Group, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import type { AgentSuggestionReason, CostRequestInfo } from '@freight/shared';
import type { TFunction } from 'i18next';
import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { QueryErrorRows } from '@/components/data-table';
import { openConfirm } from '@/components/confirm';
import { DateTextInput } from '@/components/dates';
import { notifyError, notifySuccess } from '@/components/notify';
import { useFormatters } from '@/lib/formatting';
import { Section } from '@/components/quotation/section';
import { CostRequestExchange } from './cost-request-exchange';
import {
  useAgentSuggestions,
  useCancelCostRequest,
  useCostRequests,
  useRequestCosts,
  useResendCostRequest,
} from '../api/pricing-api';

/** One reason an agent is suggested, in the reader's language. */
export function reasonText(t: TFunction, reason: AgentSuggestionReason): string {
  switch (reason.kind) {
    case 'LANE':
      return t('pricing:requests.reasons.LANE', { origin: reason.origin, destination: reason.destination });
    case 'ORIGIN':
    case 'DESTINATION':
      return t(`pricing:requests.reasons.${reason.kind}`, { country: reason.country });
    case 'SERVICE':
      return t('pricing:requests.reasons.SERVICE', { service: t(`quotations:services.${reason.service}`) });
    case 'MODE':
      return t('pricing:requests.reasons.MODE', { mode: t(`quotations:modes.${reason.mode}`) });
    case 'ANY_SERVICE':
      return t('pricing:requests.reasons.ANY_SERVICE');
    case 'PAST_ANSWERS':
      return t('pricing:requests.reasons.PAST_ANSWERS', { count: reason.count });
  }
}

dayjs.extend(utc);
dayjs.extend(timezone);

const STATE_COLOR: Record<CostRequestInfo['state'], string> = {
  QUEUED: 'dark',
  SENT: 'yellow',
  OPENED: 'blue',
  ANSWERED: 'green',
  DECLINED: 'red',
  EXPIRED: 'gray',
  CANCELLED: 'gray',
};
const STATE_KEY: Record<CostRequestInfo['state'], string> = {
  QUEUED: 'queued',
  SENT: 'waiting',
  OPENED: 'opened',
  ANSWERED: 'answered',
  DECLINED: 'declined',
  EXPIRED: 'expired',
  CANCELLED: 'cancelled',
};

function RequestState({ reference, request }: { reference: string; request: CostRequestInfo }) {
  const { t } = useTranslation('pricing');
  const format = useFormatters();
  return (
    <Stack gap={2}>
      <Badge color={STATE_COLOR[request.state]} data-testid="cost-request-state">
        {t(`requests.state.${STATE_KEY[request.state]}`)}
      </Badge>
      {/* Issue 42: the agent answered by replying to the request's mail. */}
      {request.answeredByMailAt && (
        <Badge variant="light" color="teal" data-testid="cost-request-by-mail">
          {t('requests.byMail', { at: format.dateTime(request.answeredByMailAt) })}
        </Badge>
      )}
      {/* Issue 42: the request's mail bounced; the agent never got it. */}
      {request.bouncedAt && (
        <Tooltip label={t('requests.bouncedHint')} multiline w={260}>
          <Badge variant="light" color="red" data-testid="cost-request-bounced">
            {t('requests.bounced', { at: format.dateTime(request.bouncedAt) })}
          </Badge>
        </Tooltip>
      )}
      {/* A cost read from the agent's filled template waits for the analyst on the agent quote screen. */}
      {request.pendingDrafts > 0 && (
        <Anchor
          component={Link}
          to={`/pricing/cotizador?ref=${encodeURIComponent(reference)}&provider=${encodeURIComponent(request.provider.id)}`}
          size="xs"
          data-testid="cost-request-draft-link"
        >
          {t('drafts.pending', { count: request.pendingDrafts })}
        </Anchor>
      )}
      {['QUEUED', 'SENT', 'OPENED'].includes(request.state) &&
        request.answerBy &&
        request.answerBy < new Date().toISOString() && (
          <Text size="xs" c="red" data-testid="cost-request-overdue">
            {t('requests.overdue')}
          </Text>
        )}
      {request.declineReason && (
        <Text size="xs" data-testid="cost-request-decline-reason">
          {t(`requests.declineReasons.${request.declineReason}`)}
          {request.declineText ? `: ${request.declineText}` : ''}
        </Text>
      )}
    </Stack>
  );
}

/** "HH:mm" in 24 h, or null. */
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Resend (new link, the old one ends at once) or cancel a request still waiting for its agent. */
function RequestActions({ reference, request }: { reference: string; request: CostRequestInfo }) {
  const { t } = useTranslation('pricing');
  const resend = useResendCostRequest(reference);
  const cancel = useCancelCostRequest(reference);
  if (request.answeredAt || request.declinedAt || request.cancelledAt) return null;
  return (
    <Group gap={4} wrap="nowrap">
      <Button
        size="compact-xs"
        variant="light"
        loading={resend.isPending}
        data-testid="cost-request-resend"
        onClick={() =>
          openConfirm({
            message: t('requests.resendConfirm', { provider: request.provider.name }),
            confirmLabel: t('requests.resend'),
            onConfirm: () =>
              resend.mutate(request.id, { onSuccess: () => notifySuccess(t('requests.resent')), onError: notifyError }),
          })
        }
      >
        {t('requests.resend')}
      </Button>
      <Button
        size="compact-xs"
        variant="subtle"
        color="red"
        loading={cancel.isPending}
        data-testid="cost-request-cancel"
        onClick={() =>
          openConfirm({
            message: t('requests.cancelConfirm', { provider: request.provider.name }),
            confirmLabel: t('requests.cancelAction'),
            danger: true,
            onConfirm: () =>
              cancel.mutate(request.id, {
                onSuccess: () => notifySuccess(t('requests.cancelled')),
                onError: notifyError,
              }),
          })
        }
      >
        {t('requests.cancel')}
      </Button>
    </Group>
  );
}

/** The cost requests sent to agents: when each was sent, opened and answered or declined. */
export function CostRequestsTable({ reference, canRequest = false }: { reference: string; canRequest?: boolean }) {
  const { t } = useTranslation('pricing');
  const format = useFormatters();
  const query = useCostRequests(reference);
  const rows = query.data ?? [];
  // A failed read is not "none sent" (which could lead to asking the agents twice). A failed poll
  // keeps the rows already read.
  if (query.isError && !query.data) return <QueryErrorRows query={query} />;
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="cost-requests-empty">
        {query.isPending ? t('common:loading') : t('requests.empty')}
      </Text>
    );
  }
  return (
    <Table striped withTableBorder data-testid="cost-requests-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('requests.provider')}</Table.Th>
          <Table.Th>{t('requests.email')}</Table.Th>
          <Table.Th>{t('requests.sentAt')}</Table.Th>
          <Table.Th>{t('requests.answerBy')}</Table.Th>
          <Table.Th>{t('requests.firstOpenedAt')}</Table.Th>
          <Table.Th>{t('requests.answeredAt')}</Table.Th>
          <Table.Th>{t('requests.state.title')}</Table.Th>
          {canRequest && <Table.Th />}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Fragment key={r.id}>
            <Table.Tr data-testid="cost-request-row">
              <Table.Td>
                {r.provider.name} ({r.provider.code})
              </Table.Td>
              <Table.Td>{r.email}</Table.Td>
              <Table.Td>{r.sentAt ? format.dateTime(r.sentAt) : '—'}</Table.Td>
              <Table.Td>{r.answerBy ? format.dateTime(r.answerBy) : '—'}</Table.Td>
              <Table.Td data-testid="cost-request-opened">
                {r.firstOpenedAt ? format.dateTime(r.firstOpenedAt) : '—'}
              </Table.Td>
              <Table.Td>
                {r.answeredAt ? format.dateTime(r.answeredAt) : r.declinedAt ? format.dateTime(r.declinedAt) : '—'}
              </Table.Td>
              <Table.Td>
                <RequestState reference={reference} request={r} />
              </Table.Td>
              {canRequest && (
                <Table.Td>
                  <RequestActions reference={reference} request={r} />
                </Table.Td>
              )}
            </Table.Tr>
            {(r.files.length > 0 || r.questions.length > 0 || r.mailCount > 0) && (
              <Table.Tr data-testid="cost-request-exchange-row">
                <Table.Td colSpan={canRequest ? 8 : 7}>
                  <CostRequestExchange reference={reference} request={r} canAnswer={canRequest} />
                </Table.Td>
              </Table.Tr>
            )}
          </Fragment>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Suggested agents (best fit first), a multi-pick and "request costs" after a confirmation. */
export function AgentRequests({ reference, canRequest }: { reference: string; canRequest: boolean }) {
  const { t } = useTranslation(['pricing', 'quotations']);
  const suggestions = useAgentSuggestions(reference, canRequest);
  const request = useRequestCosts(reference);
  const format = useFormatters();
  const [picked, setPicked] = useState<string[]>([]);
  const [answerDay, setAnswerDay] = useState<string | null>(null);
  const [answerTime, setAnswerTime] = useState('');
  const list = suggestions.data ?? [];
  // Empty: the server's default (48 h). A day alone means the end of the working day (18:00).
  const timeValid = answerTime === '' || TIME.test(answerTime);
  const answerBy =
    answerDay && timeValid
      ? dayjs.tz(`${answerDay} ${answerTime || '18:00'}`, format.timeZone).toISOString()
      : undefined;
  const answerByInPast = answerBy !== undefined && answerBy <= new Date().toISOString();

  const ask = () =>
    openConfirm({
      message: t('requests.confirm', { count: picked.length }),
      confirmLabel: t('requests.action'),
      onConfirm: () =>
        request.mutate(
          { providerIds: picked, ...(answerBy ? { answerBy } : {}) },
          {
            onSuccess: (sent) => {
              setPicked([]);
              notifySuccess(t('requests.sent', { count: sent.length }));
            },
            onError: notifyError,
          },
        ),
    });

  return (
    <Section title={t('requests.title')} testId="pricing-agent-requests">
      {canRequest && (
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            {t('requests.suggestions')}
          </Text>
          {suggestions.isError && !suggestions.data ? (
            // Not "no agent fits": pricing would conclude there is nobody to ask.
            <QueryErrorRows query={suggestions} />
          ) : list.length === 0 ? (
            <Text size="sm" c="dimmed">
              {suggestions.isPending ? '…' : t('requests.noSuggestions')}
            </Text>
          ) : (
            <Checkbox.Group value={picked} onChange={setPicked}>
              <Stack gap={6} data-testid="agent-suggestions">
                {list.map((s) => (
                  <Checkbox
                    key={s.id}
                    value={s.id}
                    label={
                      <>
                        {`${s.name} (${s.code})`}
                        {/* Already asked for this quotation: asking again is a choice, not an accident. */}
                        {s.asked && (
                          <Badge
                            ml="xs"
                            size="sm"
                            variant="light"
                            color={STATE_COLOR[s.asked.state]}
                            data-testid="agent-suggestion-asked"
                            data-state={s.asked.state}
                          >
                            {t('requests.alreadyAsked', { state: t(`requests.state.${STATE_KEY[s.asked.state]}`) })}
                          </Badge>
                        )}
                        {/* Issue 42: still asked when picked (the mailbox may be fixed), but pricing sees it first. */}
                        {s.bouncedAt && (
                          <Tooltip label={t('requests.suggestionBouncedHint')} multiline w={280}>
                            <Badge ml="xs" size="sm" variant="light" color="red" data-testid="agent-suggestion-bounced">
                              {t('requests.suggestionBounced', { at: format.date(s.bouncedAt) })}
                            </Badge>
                          </Tooltip>
                        )}
                      </>
                    }
                    description={
                      <span data-testid="agent-suggestion-reasons">
                        {s.reasons.map((r) => reasonText(t, r)).join(' · ')}
                      </span>
                    }
                    data-testid={`agent-suggestion-${s.code}`}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
          <Group align="flex-start">
            <DateTextInput
              label={t('requests.answerByDay')}
              value={answerDay}
              onChange={setAnswerDay}
              error={answerByInPast ? t('requests.answerByPast') : undefined}
              data-testid="pricing-answer-by-day"
            />
            <TextInput
              label={t('requests.answerByTime')}
              placeholder="18:00"
              value={answerTime}
              maxLength={5}
              onChange={(e) => setAnswerTime(e.currentTarget.value)}
              error={timeValid ? undefined : t('requests.answerByTimeInvalid')}
              data-testid="pricing-answer-by-time"
            />
          </Group>
          <Text size="xs" c="dimmed">
            {t('requests.answerByHint')}
          </Text>
          <Group>
            <Button
              onClick={ask}
              disabled={picked.length === 0 || !timeValid || answerByInPast}
              loading={request.isPending}
              data-testid="pricing-request-costs"
            >
              {t('requests.action')}
            </Button>
          </Group>
        </Stack>
      )}
      <CostRequestsTable reference={reference} canRequest={canRequest} />
    </Section>
  );
}
