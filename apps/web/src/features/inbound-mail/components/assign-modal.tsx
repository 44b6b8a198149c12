import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { CostRequestInfo, CostRequestState, InboundMailInfo } from '@freight/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openConfirm } from '@/components/confirm';
import { QueryErrorRows } from '@/components/data-table';
import { notifyError } from '@/components/notify';
import { useCostRequests } from '@/features/pricing/api/pricing-api';
import { useAcceptInboundMail } from '../api/accept-inbound-mail';
import { useApplyOutcome } from './triage-actions';
import { senderOf } from './triage-rules';
import { useReturnFocus } from '@/components/dialogs/use-return-focus';

const STATE_KEY: Record<CostRequestState, string> = {
  QUEUED: 'queued',
  SENT: 'waiting',
  OPENED: 'opened',
  ANSWERED: 'answered',
  DECLINED: 'declined',
  EXPIRED: 'expired',
  CANCELLED: 'cancelled',
};

/** A request's label in the picker: the agent, the address it was sent to, and its state. */
export function requestLabel(r: CostRequestInfo, state: string): string {
  return `${r.provider.name} · ${r.email} · ${state}`;
}

/** The form inside the modal: mounted per mail, so each opening starts from that mail's guess. */
function AssignForm({ mail, onDone }: { mail: InboundMailInfo; onDone: () => void }) {
  const { t } = useTranslation('pricing');
  const [reference, setReference] = useState(mail.request?.reference ?? '');
  const [debounced] = useDebouncedValue(reference.trim().toUpperCase(), 400);
  const [picked, setPicked] = useState<string | null>(mail.request?.id ?? null);
  const requests = useCostRequests(debounced, debounced.length >= 3);
  const accept = useAcceptInboundMail();
  const applied = useApplyOutcome();
  const rows = requests.data ?? [];
  const target = rows.find((r) => r.id === picked);

  const assign = () => {
    if (!target) return;
    // The picker closes first: the confirmation names the request the mail will answer.
    onDone();
    openConfirm({
      message: t('triage.assignConfirm', {
        from: senderOf(mail),
        provider: target.provider.name,
        reference: debounced,
      }),
      confirmLabel: t('triage.assign'),
      onConfirm: () =>
        accept.mutate({ id: mail.id, costRequestId: target.id }, { onSuccess: applied, onError: notifyError }),
    });
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {mail.subject}
      </Text>
      <TextInput
        label={t('triage.assignReference')}
        value={reference}
        onChange={(e) => {
          setReference(e.currentTarget.value);
          setPicked(null);
        }}
        data-testid="triage-assign-reference"
      />
      {requests.isError && !requests.data ? (
        <QueryErrorRows query={requests} />
      ) : (
        <Select
          label={t('triage.assignRequest')}
          placeholder={requests.isFetching ? t('common:loading') : undefined}
          data={rows.map((r) => ({ value: r.id, label: requestLabel(r, t(`requests.state.${STATE_KEY[r.state]}`)) }))}
          value={picked}
          onChange={setPicked}
          nothingFoundMessage={t('requests.empty')}
          disabled={rows.length === 0}
          data-testid="triage-assign-request"
        />
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('common:confirm.back')}
        </Button>
        <Button onClick={assign} disabled={!target} data-testid="triage-assign-submit">
          {t('triage.assign')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Assign a held or unmatched mail to a cost request: the quotation by reference, then the agent's request. */
export function AssignModal({ mail, onClose }: { mail: InboundMailInfo | null; onClose: () => void }) {
  useReturnFocus(mail !== null);
  const { t } = useTranslation('pricing');
  return (
    <Modal opened={mail !== null} onClose={onClose} title={t('triage.assignTitle')} data-testid="triage-assign-modal">
      {mail && <AssignForm key={mail.id} mail={mail} onDone={onClose} />}
    </Modal>
  );
}
