import { Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import {
  SUPPORT_TICKET_OUTCOMES,
  SUPPORT_TICKET_PRIORITIES,
  SUPPORT_TICKET_STATUSES,
  type SupportTicketDetail,
  type SupportTicketOutcome,
  type SupportTicketPriority,
  type SupportTicketStatus,
} from '@freight/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openConfirm } from '@/components/confirm';
import { DateTextInput } from '@/components/dates';
import { notifyError, notifySuccess } from '@/components/notify';
import { useCloseTicket, useUpdateTicket } from '../api/tickets';

/** SUPPORT_STAFF on an open ticket: status, priority, due date, and closing with an outcome (confirmed). */
export function TicketStaffControls({ ticket }: { ticket: SupportTicketDetail }) {
  const { t } = useTranslation('support');
  const update = useUpdateTicket(ticket.id);
  const close = useCloseTicket(ticket.id);
  const [outcome, setOutcome] = useState<SupportTicketOutcome>('FINALIZED');
  const save = (body: {
    status?: SupportTicketStatus;
    priority?: SupportTicketPriority;
    dueDate?: string;
    clearDueDate?: boolean;
  }) => update.mutate(body, { onSuccess: () => notifySuccess(t('detail.saved')), onError: notifyError });

  // A status change notifies the ticket's participants, so it asks first (the select stays on the
  // saved status until the change is confirmed and stored).
  const confirmStatus = (status: SupportTicketStatus) =>
    openConfirm({
      message: t('detail.statusConfirm', {
        number: ticket.number,
        from: t(`status.${ticket.status}`),
        to: t(`status.${status}`),
      }),
      confirmLabel: t('detail.statusConfirmLabel'),
      onConfirm: () => save({ status }),
    });

  const confirmClose = () =>
    openConfirm({
      message: t('detail.closeConfirm', { number: ticket.number, outcome: t(`outcome.${outcome}`) }),
      confirmLabel: t('detail.close'),
      danger: true,
      onConfirm: () =>
        close.mutate({ outcome }, { onSuccess: () => notifySuccess(t('detail.closedDone')), onError: notifyError }),
    });

  return (
    <Paper withBorder p="sm" data-testid="ticket-staff-controls">
      <Stack gap="xs">
        <Text fw={600}>{t('detail.staff')}</Text>
        <Group align="flex-end">
          <Select
            label={t('fields.priority')}
            data={SUPPORT_TICKET_PRIORITIES.map((p) => ({ value: p, label: t(`priority.${p}`) }))}
            value={ticket.priority}
            onChange={(p) => p && save({ priority: p })}
            allowDeselect={false}
            data-testid="staff-priority"
          />
          <Select
            label={t('columns.status')}
            data={SUPPORT_TICKET_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            value={ticket.status}
            onChange={(s) => s && s !== ticket.status && confirmStatus(s)}
            allowDeselect={false}
            data-testid="staff-status"
          />
          <DateTextInput
            key={ticket.dueDate ?? 'none'}
            label={t('fields.dueDate')}
            value={ticket.dueDate}
            onChange={(dueDate) => dueDate && dueDate !== ticket.dueDate && save({ dueDate })}
            data-testid="staff-due"
          />
          {ticket.dueDate && (
            <Button variant="subtle" onClick={() => save({ clearDueDate: true })} data-testid="staff-clear-due">
              {t('detail.clearDue')}
            </Button>
          )}
        </Group>
        <Group align="flex-end">
          <Select
            label={t('detail.closeOutcome')}
            data={SUPPORT_TICKET_OUTCOMES.map((o) => ({ value: o, label: t(`outcome.${o}`) }))}
            value={outcome}
            onChange={(o) => o && setOutcome(o)}
            allowDeselect={false}
            data-testid="staff-outcome"
          />
          <Button
            color="red"
            variant="light"
            onClick={confirmClose}
            loading={close.isPending}
            data-testid="staff-close"
          >
            {t('detail.close')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
