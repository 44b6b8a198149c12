import { Alert, Badge, Button, Group, Stack, Table, Text, Textarea, Tooltip } from '@mantine/core';
import type { PricingSummary, QuotationDetail } from '@freight/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chargeCodeName } from '@freight/shared';
import { currentLanguage } from '@/lib/i18n';
import { QueryErrorRows } from '@/components/data-table';
import { openConfirm } from '@/components/confirm';
import { notifyError, notifySuccess } from '@/components/notify';
import { useFormatters } from '@/lib/formatting';
import {
  useDecideApproval,
  useDownloadPdf,
  usePricingSummary,
  useRequestApproval,
  useSells,
} from '@/features/pricing/api/pricing-api';
import { useMoney } from '@/lib/use-money';
import { saveFile } from '@/components/files/save-file';
import { Section } from '@/components/quotation/section';
import { SendDialog } from './send-dialog';
import { useFocusAfterSend } from '../../hooks/use-focus-after-send';

function DecideButtons({ reference }: { reference: string }) {
  const { t } = useTranslation('pricing');
  const decide = useDecideApproval(reference);
  const [comment, setComment] = useState('');
  const ask = (approve: boolean) =>
    openConfirm({
      message: t(approve ? 'approval.approveConfirm' : 'approval.rejectConfirm', { reference }),
      confirmLabel: t(approve ? 'approval.approve' : 'approval.reject'),
      danger: !approve,
      onConfirm: () =>
        decide.mutate(
          { approve, ...(comment.trim() ? { comment: comment.trim() } : {}) },
          {
            onSuccess: () => {
              setComment('');
              notifySuccess(t(approve ? 'approval.approved' : 'approval.rejected'));
            },
            onError: notifyError,
          },
        ),
    });
  return (
    <Stack gap="xs">
      <Textarea
        label={t('approval.comment')}
        value={comment}
        onChange={(e) => setComment(e.currentTarget.value)}
        autosize
        minRows={1}
        maxRows={4}
        maxLength={1000}
        data-testid="approval-comment"
      />
      <Group gap="xs">
        <Button
          color="green"
          variant="light"
          onClick={() => ask(true)}
          loading={decide.isPending}
          data-testid="approval-approve"
        >
          {t('approval.approve')}
        </Button>
        <Button
          color="red"
          variant="light"
          onClick={() => ask(false)}
          loading={decide.isPending}
          data-testid="approval-reject"
        >
          {t('approval.reject')}
        </Button>
      </Group>
    </Stack>
  );
}

function ClientLines({ reference }: { reference: string }) {
  const { t } = useTranslation('pricing');
  const money = useMoney();
  const sells = useSells(reference);
  if (sells.isError && !sells.data) return <QueryErrorRows query={sells} />;
  if (!sells.data || sells.data.lines.length === 0) return null;
  const visible = sells.data.lines.filter((l) => l.clientVisible);
  return (
    <Table withTableBorder data-testid="sending-lines">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('sells.charge')}</Table.Th>
          <Table.Th ta="right">{t('sells.total')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {visible.map((l) => (
          <Table.Tr key={l.id}>
            <Table.Td>{l.description || chargeCodeName(l.chargeCode, currentLanguage())}</Table.Td>
            <Table.Td ta="right">{money(l.currency, l.total)}</Table.Td>
          </Table.Tr>
        ))}
        {sells.data.clientTotals.map((total) => (
          <Table.Tr key={total.currency}>
            <Table.Td fw={600}>{t('sells.total')}</Table.Td>
            <Table.Td ta="right" fw={600} data-testid={`sending-total-${total.currency}`}>
              {money(total.currency, total.total)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * Why the quotation cannot be sent now. A status that is past sending (sent, accepted...) is state,
 * not a problem: the sent date says it, or a plain line, never the warning box (issue 36, item 7:
 * "cannot move to that status" stayed in a red box after a successful send).
 */
function SendBlocked({ summary: s }: { summary: PricingSummary }) {
  const { t } = useTranslation(['pricing', 'errors', 'quotations']);
  if (!s.sendBlockedBy || s.publishState !== 'PUBLISHED') return null;
  if (s.sendBlockedBy === 'INVALID_STATUS_TRANSITION') {
    if (s.sentAt) return null;
    return (
      <Text size="sm" c="dimmed" data-testid="sending-not-sendable">
        {t('sending.notSendable', { status: t(`quotations:statuses.${s.status}`) })}
      </Text>
    );
  }
  return (
    <Alert color="orange" variant="light" data-testid="sending-blocked">
      {t(`errors:${s.sendBlockedBy}`)}
    </Alert>
  );
}

/**
 * The commercial's side of pricing on the detail page: the published sells and their margin against
 * the minimum, approval (request; a manager approves or rejects), the PDF and sending it to the client.
 */
export function PricingSendingPanel({ quotation: q }: { quotation: QuotationDetail }) {
  const { t } = useTranslation(['pricing', 'errors']);
  const format = useFormatters();
  const summary = usePricingSummary(q.reference);
  const requestApproval = useRequestApproval(q.reference);
  const pdf = useDownloadPdf(q.reference);
  const [sendOpen, setSendOpen] = useState(false);
  const afterSend = useFocusAfterSend(summary.data?.can.send);

  if (summary.isPending) return <Text size="sm">{t('common:loading')}</Text>;
  // Without the summary, PDF, approval and sending are unknown: say why the section is empty.
  if (summary.isError && !summary.data)
    return (
      <Section title={t('sending.title')} testId="pricing-sending">
        <QueryErrorRows query={summary} />
      </Section>
    );
  const s = summary.data;

  const download = () =>
    pdf.mutate(undefined, {
      onSuccess: ({ blob, fileName }) => saveFile(blob, fileName ?? `${q.reference}.pdf`),
      onError: notifyError,
    });
  const askApproval = () =>
    openConfirm({
      message: t('approval.requestConfirm', { reference: q.reference, min: s.minMarginPercent }),
      confirmLabel: t('approval.request'),
      onConfirm: () =>
        requestApproval.mutate(undefined, {
          onSuccess: () => notifySuccess(t('approval.requested')),
          onError: notifyError,
        }),
    });

  return (
    <Section title={t('sending.title')} testId="pricing-sending" titleRef={afterSend.title}>
      <Group gap="xs">
        <Badge color={s.publishState === 'PUBLISHED' ? 'green' : 'yellow'} data-testid="sending-publish-state">
          {t(`publishStates.${s.publishState}`)}
        </Badge>
        <Badge
          color={s.approvalState === 'REJECTED' ? 'red' : s.approvalState === 'APPROVED' ? 'green' : 'dark'}
          data-testid="sending-approval-state"
        >
          {t(`approvalStates.${s.approvalState}`)}
        </Badge>
      </Group>
      {s.margins.length > 0 && (
        <Stack gap={2} data-testid="sending-margins">
          {s.margins.map((m) => (
            <Text size="sm" key={m.currency} data-testid={`sending-margin-${m.currency}`}>
              {m.currency}: {t('summary.profit', { value: format.amount(m.profit) })} ·{' '}
              {t('summary.marginOnSell', { value: format.percent(m.marginOnSellPercent) })} ·{' '}
              {t('summary.markup', { value: format.percent(m.markupPercent) })}
            </Text>
          ))}
          <Text size="xs" c="dimmed">
            {t('summary.minimum', { min: s.minMarginPercent })}
          </Text>
        </Stack>
      )}
      {s.approvalComment && (
        <Text size="sm" c="dimmed">
          {t('approval.commentBy', { name: s.approvalDecidedBy?.name ?? '—', comment: s.approvalComment })}
        </Text>
      )}
      {s.sentAt && (
        <Text size="sm" c="dimmed" data-testid="sending-sent-at">
          {t('sending.sentAt', { date: format.dateTime(s.sentAt) })}
        </Text>
      )}
      <ClientLines reference={q.reference} />
      <SendBlocked summary={s} />
      {s.can.decideApproval && <DecideButtons reference={q.reference} />}
      <Group gap="xs">
        {s.can.downloadPdf && (
          // Until it may be sent, the PDF says DRAFT on every page: a preview, not for the client.
          <Tooltip label={t('sending.pdfDraftHint')} disabled={!s.pdfDraft} multiline w={280}>
            <Button
              variant="light"
              color={s.pdfDraft ? 'gray' : undefined}
              onClick={download}
              loading={pdf.isPending}
              data-testid="sending-pdf"
              data-draft={s.pdfDraft}
            >
              {t(s.pdfDraft ? 'sending.pdfDraft' : 'sending.pdf')}
            </Button>
          </Tooltip>
        )}
        {s.can.requestApproval && (
          <Button
            variant="light"
            color="orange"
            onClick={askApproval}
            loading={requestApproval.isPending}
            data-testid="approval-request"
          >
            {t('approval.request')}
          </Button>
        )}
        {s.can.send && (
          <Button onClick={() => setSendOpen(true)} data-testid="sending-open">
            {t('sending.open')}
          </Button>
        )}
      </Group>
      <SendDialog
        reference={q.reference}
        opened={sendOpen}
        onClose={() => setSendOpen(false)}
        onSent={afterSend.onSent}
      />
    </Section>
  );
}
