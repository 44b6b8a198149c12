import { Button, Card, Group, Stack, Text } from '@mantine/core';
import type { CostRequestInfo, InboundMailFile, InboundMailInfo } from '@freight/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorRows } from '@/components/data-table';
import { saveFile } from '@/components/files/save-file';
import { InboundKindBadge } from '@/components/mail/inbound-kind-badge';
import { notifyError } from '@/components/notify';
import { useFormatters } from '@/lib/formatting';
import { useCostRequestMails } from '@/features/inbound-mail/api/cost-request-mails';
import { downloadCostRequestFile } from '../api/pricing-api';

/** A reply's stored file downloads as the agent's other files do; a held mail's attachment is only named. */
function MailFile({ reference, requestId, file }: { reference: string; requestId: string; file: InboundMailFile }) {
  const { t } = useTranslation('pricing');
  const [busy, setBusy] = useState(false);
  const id = file.id;
  if (!id)
    return (
      <Text size="sm" c="dimmed" data-testid="inbound-mail-file">
        {file.name}
      </Text>
    );
  const download = async () => {
    setBusy(true);
    try {
      const got = await downloadCostRequestFile(reference, requestId, id);
      saveFile(got.blob, got.fileName ?? file.name);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group gap="xs" data-testid="inbound-mail-file">
      <Text size="sm">{file.name}</Text>
      <Button
        size="compact-xs"
        variant="light"
        loading={busy}
        onClick={() => void download()}
        data-testid="inbound-mail-file-download"
      >
        {t('requests.exchange.download')}
      </Button>
    </Group>
  );
}

/** One received mail: who sent it and when, what it became, its new text (never HTML) and attachments. */
export function MailCard({
  reference,
  requestId,
  mail,
}: {
  reference: string;
  requestId: string;
  mail: InboundMailInfo;
}) {
  const { t } = useTranslation(['pricing', 'errors']);
  const format = useFormatters();
  return (
    <Card withBorder padding="xs" data-testid="inbound-mail">
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text size="xs" c="dimmed">
          {mail.from.name ? `${mail.from.name} <${mail.from.address}>` : mail.from.address} ·{' '}
          {format.dateTime(mail.receivedAt)}
        </Text>
        <InboundKindBadge kind={mail.kind} />
      </Group>
      <Text size="sm" fw={500}>
        {mail.subject}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="inbound-mail-text">
        {mail.text || t('mails.noText')}
      </Text>
      {mail.files.length > 0 && (
        <Stack gap={2} mt={4}>
          {mail.files.map((f, i) => (
            <MailFile key={f.id ?? `${i}-${f.name}`} reference={reference} requestId={requestId} file={f} />
          ))}
        </Stack>
      )}
      {mail.rejectedFiles.map((f) => (
        <Text key={f.name} size="xs" c="red" data-testid="inbound-mail-rejected-file">
          {t('mails.rejectedFile', { name: f.name, reason: t(`errors:${f.code}`) })}
        </Text>
      ))}
      {/* Issue 42: a cost template that was not read into a draft cost, and why. */}
      {mail.templateErrors.map((e) => (
        <Text key={`${e.name}-${e.code}`} size="xs" c="orange" data-testid="inbound-mail-template-error">
          {t('mails.templateError', { name: e.name, reason: t(`errors:${e.code}`) })}
          {e.line
            ? ` ${t('mails.templateWhere', { line: e.line, field: t(`mails.templateFields.${e.field ?? 'value'}`) })}`
            : ''}
        </Text>
      ))}
      {mail.decision && (
        <Text size="xs" c="dimmed" mt={4} data-testid="inbound-mail-decision">
          {t(`mails.decision.${mail.decision.kind}`, {
            by: mail.decision.by ?? '—',
            at: format.dateTime(mail.decision.at),
          })}
        </Text>
      )}
    </Card>
  );
}

/** The mails received for one agent's request (issue 42), newest first. */
export function CostRequestMails({ reference, request }: { reference: string; request: CostRequestInfo }) {
  const { t } = useTranslation('pricing');
  const query = useCostRequestMails(reference, request.id, request.mailCount > 0);
  if (query.isError && !query.data) return <QueryErrorRows query={query} />;
  return (
    <Stack gap={4} data-testid="cost-request-mails">
      <Text size="sm" fw={500}>
        {t('mails.title', { count: request.mailCount })}
      </Text>
      {query.isPending ? (
        <Text size="sm" c="dimmed">
          {t('common:loading')}
        </Text>
      ) : (
        query.data.map((m) => <MailCard key={m.id} reference={reference} requestId={request.id} mail={m} />)
      )}
    </Stack>
  );
}
