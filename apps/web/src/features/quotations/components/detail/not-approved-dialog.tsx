import { Button, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import { NOT_APPROVED_REASONS, type NotApprovedReason } from '@freight/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReturnFocus } from '@/components/dialogs/use-return-focus';

type NotApprovedDialogProps = {
  opened: boolean;
  busy: boolean;
  onClose: () => void;
  onSubmit: (reason: NotApprovedReason, comment: string) => void;
};

/** The client declined: the reason (price, transit time, service, other) is required. */
export function NotApprovedDialog({ opened, busy, onClose, onSubmit }: NotApprovedDialogProps) {
  useReturnFocus(opened);
  const { t } = useTranslation('pricing');
  const [reason, setReason] = useState<NotApprovedReason | null>(null);
  const [comment, setComment] = useState('');
  return (
    <Modal opened={opened} onClose={onClose} title={t('decline.title')} size="sm" data-testid="not-approved-dialog">
      <Stack gap="sm">
        <Select
          label={t('decline.reason')}
          data={NOT_APPROVED_REASONS.map((value) => ({ value, label: t(`decline.reasons.${value}`) }))}
          value={reason}
          onChange={(value) => setReason(value)}
          required
          allowDeselect={false}
          data-testid="not-approved-reason"
        />
        <Textarea
          label={t('decline.comment')}
          value={comment}
          onChange={(e) => setComment(e.currentTarget.value)}
          autosize
          minRows={1}
          maxRows={5}
          maxLength={1000}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            color="red"
            disabled={!reason}
            loading={busy}
            onClick={() => reason && onSubmit(reason, comment.trim())}
            data-testid="not-approved-submit"
          >
            {t('decline.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
