import { Alert, Anchor, Badge, Button, Group, Loader, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import type { SupportAttachmentInfo, SupportTicketDetail } from '@freight/shared';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifyError, notifySuccess } from '@/components/notify';
import { saveFile } from '@/components/files/save-file';
import { useFormatters } from '@/lib/formatting';
import { hasPermission, useSession } from '@/lib/session';
import { downloadAttachment, useAddMessage, useMarkSolution, useTicket } from '../api/tickets';
import { AttachmentsField } from './attachments-field';
import { PriorityBadge, StatusBadges } from './ticket-badges';
import { notifyRule } from './ticket-form';
import { TicketStaffControls } from './ticket-staff-controls';

async function download(file: SupportAttachmentInfo) {
  try {
    const got = await downloadAttachment(file.id);
    saveFile(got.blob, got.fileName ?? file.name);
  } catch (error) {
    notifyError(error);
  }
}

/** /support/{ticketId}: the ticket, its files and message thread; support staff manage it here. */
export function TicketDetailScreen({ ticketId }: { ticketId: string }) {
  const { t } = useTranslation(['support', 'nav']);
  const ticket = useTicket(ticketId);
  const back = (
    <Anchor component={Link} to="/support" data-testid="support-back">
      {t('backToList')}
    </Anchor>
  );
  if (ticket.isPending) return <Loader />;
  if (ticket.isError)
    return (
      <Stack data-testid="ticket-not-found">
        <Title order={2}>{t('nav:screens.support')}</Title>
        <Alert color="red">{t('notFound')}</Alert>
        {back}
      </Stack>
    );
  return <TicketDetail ticket={ticket.data} back={back} />;
}

function TicketDetail({ ticket, back }: { ticket: SupportTicketDetail; back: ReactNode }) {
  const { t } = useTranslation('support');
  const format = useFormatters();
  const session = useSession();
  const staff = hasPermission(session, 'SUPPORT_STAFF');
  const closed = ticket.outcome !== null;
  return (
    <Stack gap="md" data-testid="ticket-detail">
      {back}
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={2} data-testid="ticket-title">
            SUP-{ticket.number} · {ticket.title}
          </Title>
          <Text size="sm" c="dimmed">
            {ticket.product.name} · {ticket.error.name} · {ticket.author.name} · {format.dateTime(ticket.createdAt)}
          </Text>
        </Stack>
        <Group gap="xs">
          <PriorityBadge priority={ticket.priority} />
          <StatusBadges ticket={ticket} />
          {ticket.dueDate && <Badge variant="outline">{format.date(ticket.dueDate)}</Badge>}
        </Group>
      </Group>
      <Paper withBorder p="sm">
        <Text fw={600} size="sm">
          {t('detail.description')}
        </Text>
        <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="ticket-description">
          {ticket.description}
        </Text>
        <Text size="sm" mt="xs">
          {t('detail.relatedUsers')}: {ticket.relatedUsers.map((u) => u.name).join(', ') || t('detail.noRelated')}
        </Text>
        {ticket.quotation && (
          <Text size="sm">
            {t('detail.linked')}:{' '}
            <Anchor component={Link} to={`/mis-cotizaciones/${ticket.quotation.reference}`}>
              {ticket.quotation.reference}
            </Anchor>
          </Text>
        )}
        {ticket.operation && (
          <Text size="sm">
            {t('detail.linked')}:{' '}
            <Anchor component={Link} to={`/operativa/general/${ticket.operation.reference}`}>
              {ticket.operation.reference}
            </Anchor>
          </Text>
        )}
      </Paper>
      <Stack gap={4} data-testid="ticket-files">
        <Text fw={600}>{t('detail.files')}</Text>
        {ticket.attachments.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('attachments.none')}
          </Text>
        )}
        {ticket.attachments.map((file) => (
          <Group key={file.id} gap="xs">
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => void download(file)}
              aria-label={t('attachments.download', { name: file.name })}
              data-testid="ticket-file"
            >
              {file.name}
            </Button>
          </Group>
        ))}
      </Stack>
      {staff && !closed && <TicketStaffControls ticket={ticket} />}
      <Thread ticket={ticket} staff={staff} />
      {closed ? (
        <Alert color="gray" data-testid="ticket-closed">
          {t('detail.closedAlert', { outcome: t(`outcome.${ticket.outcome}`) })}
        </Alert>
      ) : (
        <Reply ticketId={ticket.id} />
      )}
    </Stack>
  );
}

function Thread({ ticket, staff }: { ticket: SupportTicketDetail; staff: boolean }) {
  const { t } = useTranslation('support');
  const format = useFormatters();
  const mark = useMarkSolution(ticket.id);
  return (
    <Stack gap="xs" data-testid="ticket-thread">
      <Text fw={600}>{t('detail.thread')}</Text>
      {ticket.messages.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('detail.noMessages')}
        </Text>
      )}
      {ticket.messages.map((m) => {
        const solution = ticket.solutionMessageId === m.id;
        return (
          <Paper
            key={m.id}
            withBorder
            p="sm"
            bg={m.createdBySupportStaff ? 'var(--mantine-color-default-hover)' : undefined}
            style={solution ? { borderColor: 'var(--mantine-color-green-6)' } : undefined}
            data-testid="ticket-message"
            data-solution={solution}
          >
            <Group justify="space-between">
              <Group gap="xs">
                <Text size="sm" fw={600}>
                  {m.author?.name ?? '—'}
                </Text>
                {m.createdBySupportStaff && <Badge size="xs">{t('detail.support')}</Badge>}
                {solution && (
                  <Badge size="xs" color="green" data-testid="ticket-solution-badge">
                    {t('detail.solution')}
                  </Badge>
                )}
              </Group>
              <Text size="xs" c="dimmed">
                {format.dateTime(m.createdAt)}
              </Text>
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {m.description}
            </Text>
            {staff && !solution && ticket.outcome === null && (
              <Button
                size="compact-xs"
                variant="light"
                color="green"
                mt={6}
                loading={mark.isPending}
                onClick={() =>
                  mark.mutate(m.id, {
                    onSuccess: () => notifySuccess(t('detail.solutionMarked')),
                    onError: notifyError,
                  })
                }
                data-testid="ticket-mark-solution"
              >
                {t('detail.markSolution')}
              </Button>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}

function Reply({ ticketId }: { ticketId: string }) {
  const { t } = useTranslation('support');
  const [description, setDescription] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const add = useAddMessage(ticketId);
  const send = () => {
    if (!description.trim()) {
      notifyRule('description');
      return;
    }
    add.mutate(
      { description, files },
      {
        onSuccess: () => {
          notifySuccess(t('detail.sent'));
          setDescription('');
          setFiles([]);
        },
        onError: notifyError,
      },
    );
  };
  return (
    <Stack gap="xs" data-testid="ticket-reply">
      <Textarea
        label={t('detail.reply')}
        placeholder={t('detail.replyPlaceholder')}
        value={description}
        onChange={(e) => setDescription(e.currentTarget.value)}
        autosize
        minRows={2}
        maxRows={5}
        data-testid="ticket-reply-text"
      />
      <AttachmentsField files={files} onChange={setFiles} testId="reply-attachments" />
      <Group justify="flex-end">
        <Button onClick={send} loading={add.isPending} data-testid="ticket-reply-send">
          {t('detail.sendReply')}
        </Button>
      </Group>
    </Stack>
  );
}
