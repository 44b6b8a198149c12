import { Button, Group } from '@mantine/core';
import type { InboundMailInfo } from '@freight/shared';
import { useTranslation } from 'react-i18next';
import { openConfirm } from '@/components/confirm';
import { notifyError, notifySuccess } from '@/components/notify';
import { useAcceptInboundMail } from '../api/accept-inbound-mail';
import { useDismissInboundMail } from '../api/dismiss-inbound-mail';
import { senderOf, triageChoices } from './triage-rules';

/** What an accept or assign did: applied, or kept flagged because the request had closed meanwhile. */
export function useApplyOutcome() {
  const { t } = useTranslation('pricing');
  return (mail: InboundMailInfo) =>
    notifySuccess(
      mail.kind === 'REPLY'
        ? t('triage.toasts.applied', { reference: mail.request?.reference ?? '' })
        : t('triage.toasts.flagged', { reference: mail.request?.reference ?? '' }),
    );
}

/**
 * Accept (a held mail, to the request it was matched to), assign (to a request pricing picks) and
 * dismiss, each after a confirmation: a decision is taken once.
 */
export function TriageActions({
  mail,
  onAssign,
}: {
  mail: InboundMailInfo;
  onAssign: (mail: InboundMailInfo) => void;
}) {
  const { t } = useTranslation('pricing');
  const accept = useAcceptInboundMail();
  const dismiss = useDismissInboundMail();
  const applied = useApplyOutcome();
  const from = senderOf(mail);
  const request = mail.request;
  const can = triageChoices(mail);
  return (
    <Group gap={4} wrap="nowrap">
      {can.accept && request && (
        <Button
          size="compact-xs"
          loading={accept.isPending}
          data-testid="triage-accept"
          onClick={() =>
            openConfirm({
              message: t('triage.acceptConfirm', {
                from,
                provider: request.provider.name,
                reference: request.reference,
              }),
              confirmLabel: t('triage.accept'),
              onConfirm: () => accept.mutate({ id: mail.id }, { onSuccess: applied, onError: notifyError }),
            })
          }
        >
          {t('triage.accept')}
        </Button>
      )}
      {can.assign && (
        <Button size="compact-xs" variant="light" data-testid="triage-assign" onClick={() => onAssign(mail)}>
          {t('triage.assign')}
        </Button>
      )}
      {can.dismiss && (
        <Button
          size="compact-xs"
          variant="subtle"
          color="gray"
          loading={dismiss.isPending}
          data-testid="triage-dismiss"
          onClick={() =>
            openConfirm({
              message: t('triage.dismissConfirm', { from, subject: mail.subject }),
              confirmLabel: t('triage.dismiss'),
              onConfirm: () =>
                dismiss.mutate(mail.id, {
                  onSuccess: () => notifySuccess(t('triage.toasts.dismissed')),
                  onError: notifyError,
                }),
            })
          }
        >
          {t('triage.dismiss')}
        </Button>
      )}
    </Group>
  );
}
