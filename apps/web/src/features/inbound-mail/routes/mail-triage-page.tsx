import { Anchor, Badge, Group, Select, Stack, Text, Title } from '@mantine/core';
import { INBOUND_TRIAGE_KINDS, type InboundMailInfo, type InboundTriageKind } from '@freight/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, useDataTable, type DataTableColumn } from '@/components/data-table';
import { InboundKindBadge } from '@/components/mail/inbound-kind-badge';
import { useFormatters } from '@/lib/formatting';
import { useInboundMails } from '../api/list-inbound-mails';
import { AssignModal } from '../components/assign-modal';
import { TriageActions } from '../components/triage-actions';

const ALL = 'ALL';

/**
 * /pricing/correos (issue 42): mails the portal received for the cost requests but could not apply
 * by itself (a stranger's reply, one matched only by its subject, one matching nothing, one to a
 * closed request), newest first, to accept, assign to a request or dismiss.
 */
export function MailTriagePage() {
  const { t } = useTranslation(['pricing', 'nav']);
  const format = useFormatters();
  const [kind, setKind] = useState<InboundTriageKind | undefined>(undefined);
  const [assigning, setAssigning] = useState<InboundMailInfo | null>(null);
  const table = useDataTable<'receivedAt'>({ defaultSort: { sort: 'receivedAt', order: 'desc' }, resetKey: kind });
  const { limit, cursor } = table.params;
  const query = useInboundMails({ limit, cursor, kind });

  const columns: DataTableColumn<InboundMailInfo, 'receivedAt'>[] = [
    {
      id: 'receivedAt',
      header: t('triage.columns.receivedAt'),
      hideable: false,
      noWrap: true,
      cell: (m) => format.dateTime(m.receivedAt),
    },
    { id: 'kind', header: t('triage.columns.kind'), noWrap: true, cell: (m) => <InboundKindBadge kind={m.kind} /> },
    {
      id: 'from',
      header: t('triage.columns.from'),
      cell: (m) => (
        <Stack gap={0}>
          {m.from.name && <Text size="sm">{m.from.name}</Text>}
          <Text size="xs" c="dimmed">
            {m.from.address}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'mail',
      header: t('triage.columns.mail'),
      hideable: false,
      cell: (m) => (
        <Stack gap={2} maw={480}>
          <Text size="sm" fw={500} data-testid="triage-subject">
            {m.subject}
          </Text>
          {/* Issue 42: over the size limit, only its headers were read: it is to be read in the mailbox. */}
          {m.tooLargeBytes !== null && (
            <Badge color="orange" variant="light" data-testid="triage-too-large">
              {t('triage.tooLarge', { size: format.number(m.tooLargeBytes / 1024 / 1024, 1) })}
            </Badge>
          )}
          <Text size="sm" lineClamp={4} style={{ whiteSpace: 'pre-wrap' }} title={m.text}>
            {m.text || t('mails.noText')}
          </Text>
          {m.files.length > 0 && (
            <Text size="xs" c="dimmed" data-testid="triage-files">
              {t('triage.files', { names: m.files.map((f) => f.name).join(', ') })}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      id: 'request',
      header: t('triage.columns.request'),
      cell: (m) =>
        m.request ? (
          <Stack gap={0}>
            <Anchor
              component={Link}
              to={`/pricing/cotizaciones?ref=${encodeURIComponent(m.request.reference)}`}
              size="sm"
              fw={600}
              data-testid="triage-reference"
            >
              {m.request.reference}
            </Anchor>
            <Text size="xs">{m.request.provider.name}</Text>
          </Stack>
        ) : (
          '—'
        ),
    },
    {
      id: 'actions',
      header: t('triage.columns.actions'),
      hideable: false,
      noWrap: true,
      cell: (m) => <TriageActions mail={m} onAssign={setAssigning} />,
    },
  ];

  return (
    <Stack gap="md">
      <Title order={1} size="h2" data-testid="screen-title">
        {t('nav:screens.pricingMailTriage')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('triage.hint')}
      </Text>
      <Group>
        <Select
          label={t('triage.kindFilter')}
          value={kind ?? ALL}
          onChange={(v) => setKind(!v || v === ALL ? undefined : v)}
          data={[
            { value: ALL, label: t('triage.waitingKinds') },
            ...INBOUND_TRIAGE_KINDS.map((k) => ({ value: k, label: t(`mails.kinds.${k}`) })),
          ]}
          allowDeselect={false}
          data-testid="triage-kind-filter"
        />
      </Group>
      <DataTable
        tableId="pricing-mail-triage"
        columns={columns}
        table={table}
        query={query}
        rowKey={(m) => m.id}
        emptyMessage={t('triage.empty')}
        data-testid="mail-triage-table"
      />
      <AssignModal mail={assigning} onClose={() => setAssigning(null)} />
    </Stack>
  );
}
