import { Alert, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { chargeCodeName, type CostDraftInfo } from '@freight/shared';
import { useTranslation } from 'react-i18next';
import { QueryErrorRows } from '@/components/data-table';
import { openConfirm } from '@/components/confirm';
import { notifyError, notifySuccess } from '@/components/notify';
import { useFormatters } from '@/lib/formatting';
import { currentLanguage } from '@/lib/i18n';
import { useMoney } from '@/lib/use-money';
import { useCostDrafts, useDecideCostDraft } from '../api/cost-drafts';

/** The cost's own fields the agent filled in, in one line. */
function DraftFacts({ draft }: { draft: CostDraftInfo }) {
  const { t } = useTranslation('pricing');
  const format = useFormatters();
  const facts = [
    draft.description,
    draft.validUntil ? t('comparison.validUntil', { date: format.date(draft.validUntil) }) : null,
    draft.transitDays !== null ? t('comparison.transit', { count: draft.transitDays }) : null,
    draft.freeDays !== null ? t('drafts.freeDays', { count: draft.freeDays }) : null,
    draft.carrier,
    draft.route,
  ].filter(Boolean);
  return (
    <>
      {facts.length > 0 && (
        <Text size="sm" data-testid="cost-draft-facts">
          {facts.join(' · ')}
        </Text>
      )}
      {draft.comments && (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
          {draft.comments}
        </Text>
      )}
    </>
  );
}

function DraftCard({ reference, draft, canDecide }: { reference: string; draft: CostDraftInfo; canDecide: boolean }) {
  const { t } = useTranslation('pricing');
  const format = useFormatters();
  const money = useMoney();
  const decide = useDecideCostDraft(reference);
  const language = currentLanguage();
  const run = (decision: 'confirm' | 'discard') =>
    decide.mutate(
      { id: draft.id, decision },
      { onSuccess: () => notifySuccess(t(`drafts.${decision}ed`)), onError: notifyError },
    );
  return (
    <Card withBorder padding="sm" data-testid="cost-draft">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0}>
            <Text fw={600} size="sm">
              {t('drafts.title', { provider: draft.provider.name })}
            </Text>
            <Text size="xs" c="dimmed">
              {t('drafts.from', { file: draft.fileName, at: format.dateTime(draft.createdAt) })}
            </Text>
          </Stack>
        </Group>
        <DraftFacts draft={draft} />
        <Table withTableBorder data-testid="cost-draft-charges">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('comparison.charge')}</Table.Th>
              <Table.Th ta="right">{t('drafts.amountPerUnit')}</Table.Th>
              <Table.Th ta="right">{t('drafts.quantity')}</Table.Th>
              <Table.Th ta="right">{t('drafts.total')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {draft.charges.map((c, i) => (
              <Table.Tr key={`${c.chargeCode.id}-${i}`} data-testid="cost-draft-charge">
                <Table.Td>
                  {c.chargeCode.concept} · {chargeCodeName(c.chargeCode, language)}
                  {c.description ? ` (${c.description})` : ''}
                </Table.Td>
                <Table.Td ta="right">{money(c.currency, c.amountPerUnit)}</Table.Td>
                <Table.Td ta="right">{format.number(c.quantity)}</Table.Td>
                <Table.Td ta="right" data-testid="cost-draft-charge-total">
                  {money(c.currency, c.total)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="sm" fw={600} ta="right" data-testid="cost-draft-totals">
          {Object.entries(draft.totals)
            .map(([currency, total]) => money(currency, total))
            .join(' · ')}
        </Text>
        {canDecide && (
          <Group justify="flex-end" gap="xs">
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              loading={decide.isPending && decide.variables?.decision === 'discard'}
              disabled={decide.isPending}
              data-testid="cost-draft-discard"
              onClick={() =>
                openConfirm({
                  message: t('drafts.discardConfirm', { provider: draft.provider.name }),
                  confirmLabel: t('drafts.discard'),
                  danger: true,
                  onConfirm: () => run('discard'),
                })
              }
            >
              {t('drafts.discard')}
            </Button>
            <Button
              size="compact-sm"
              loading={decide.isPending && decide.variables?.decision === 'confirm'}
              disabled={decide.isPending}
              data-testid="cost-draft-confirm"
              onClick={() =>
                openConfirm({
                  message: t('drafts.confirmConfirm', { provider: draft.provider.name }),
                  confirmLabel: t('drafts.confirm'),
                  onConfirm: () => run('confirm'),
                })
              }
            >
              {t('drafts.confirm')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/**
 * Issue 42: the costs read from an agent's filled cost template (its reply by mail), waiting for the
 * analyst to turn each into the agent's cost or discard it. Shown for one agent, or all when none.
 */
export function CostDrafts({
  reference,
  providerId,
  canDecide,
}: {
  reference: string;
  providerId?: string | null;
  canDecide: boolean;
}) {
  const { t } = useTranslation('pricing');
  const query = useCostDrafts(reference);
  if (query.isError && !query.data) return <QueryErrorRows query={query} />;
  const pending = (query.data ?? []).filter(
    (d) => d.state === 'PENDING' && (!providerId || d.provider.id === providerId),
  );
  if (pending.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="cost-drafts">
      <Alert color="teal" variant="light" data-testid="cost-drafts-hint">
        {t('drafts.hint', { count: pending.length })}
      </Alert>
      {pending.map((d) => (
        <DraftCard key={d.id} reference={reference} draft={d} canDecide={canDecide} />
      ))}
    </Stack>
  );
}
