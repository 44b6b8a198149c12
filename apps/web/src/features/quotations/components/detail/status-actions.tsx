import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import type { NotApprovedReason, QuotationDetail, QuotationStatus } from '@freight/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openConfirm } from '@/components/confirm';
import { notifyError, notifySuccess } from '@/components/notify';
import { hasPermission, useSession } from '@/lib/session';
import { useChangeQuotationStatus } from '../../api/change-status';
import { useInactivateQuotation } from '../../api/inactivate-quotation';
import { STATUS_COLORS } from '@/components/quotation/status-badge';
import { NotApprovedDialog } from './not-approved-dialog';
import { Section } from '@/components/quotation/section';

/** The moves the server allows this user (allowedTransitions) and cancelling, each after a confirmation. */
export function StatusActions({ quotation: q }: { quotation: QuotationDetail }) {
  const { t } = useTranslation('quotations');
  const session = useSession();
  const [comment, setComment] = useState('');
  const [declining, setDeclining] = useState(false);
  const changeStatus = useChangeQuotationStatus(q.reference);
  const inactivate = useInactivateQuotation(q.reference);
  const busy = changeStatus.isPending || inactivate.isPending;
  const mayInactivate = (['COMMERCIAL', 'COMMERCIAL_MANAGER', 'DELETE_QUOTATION'] as const).some((p) =>
    hasPermission(session, p),
  );

  if (!q.active) {
    return (
      <Alert color="gray" variant="light" data-testid="quotation-inactive-notice">
        {t('status.inactiveNotice')}
      </Alert>
    );
  }

  const askChange = (to: QuotationStatus) =>
    openConfirm({
      message: t('status.confirm', {
        reference: q.reference,
        from: t(`statuses.${q.status}`),
        to: t(`statuses.${to}`),
      }),
      confirmLabel: t('status.to', { status: t(`statuses.${to}`) }),
      onConfirm: () =>
        changeStatus.mutate(
          { status: to, ...(comment.trim() ? { comment: comment.trim() } : {}) },
          {
            onSuccess: () => {
              setComment('');
              notifySuccess(t('status.changed', { status: t(`statuses.${to}`) }));
            },
            onError: notifyError,
          },
        ),
    });

  // The client declined: the reason is required, so a dialog asks for it instead of the plain confirmation.
  const decline = (reason: NotApprovedReason, declineComment: string) =>
    changeStatus.mutate(
      { status: 'NOT_APPROVED', reason, ...(declineComment ? { comment: declineComment } : {}) },
      {
        onSuccess: () => {
          setDeclining(false);
          setComment('');
          notifySuccess(t('status.changed', { status: t('statuses.NOT_APPROVED') }));
        },
        onError: notifyError,
      },
    );

  const askInactivate = () =>
    openConfirm({
      message: t('status.inactivateConfirm', { reference: q.reference }),
      confirmLabel: t('status.inactivate'),
      danger: true,
      onConfirm: () =>
        inactivate.mutate(undefined, { onSuccess: () => notifySuccess(t('status.inactivated')), onError: notifyError }),
    });

  return (
    <Section title={t('status.title')} testId="quotation-status-actions">
      <Stack gap="sm">
        {q.allowedTransitions.length > 0 ? (
          <>
            <Textarea
              label={t('status.comment')}
              value={comment}
              onChange={(event) => setComment(event.currentTarget.value)}
              autosize
              minRows={1}
              maxRows={5}
              maxLength={1000}
              data-testid="quotation-status-comment"
            />
            <Group gap="xs">
              {q.allowedTransitions.map((to) => (
                <Button
                  key={to}
                  variant="light"
                  color={STATUS_COLORS[to]}
                  onClick={() => (to === 'NOT_APPROVED' ? setDeclining(true) : askChange(to))}
                  disabled={busy}
                  data-testid={`quotation-status-to-${to}`}
                >
                  {t('status.to', { status: t(`statuses.${to}`) })}
                </Button>
              ))}
            </Group>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t('status.none')}
          </Text>
        )}
        {mayInactivate && (
          <Group>
            <Button
              variant="outline"
              color="red"
              onClick={askInactivate}
              disabled={busy}
              data-testid="quotation-inactivate"
            >
              {t('status.inactivate')}
            </Button>
          </Group>
        )}
      </Stack>
      <NotApprovedDialog
        key={String(declining)}
        opened={declining}
        busy={changeStatus.isPending}
        onClose={() => setDeclining(false)}
        onSubmit={decline}
      />
    </Section>
  );
}
