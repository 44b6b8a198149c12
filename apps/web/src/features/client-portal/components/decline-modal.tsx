import { Button, Group, Modal, Radio, Stack, Textarea } from '@mantine/core';
import { NOT_APPROVED_REASONS, type NotApprovedReason } from '@freight/shared';
import type { DeclineQuotationDto } from '@freight/shared/dto';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReturnFocus } from '@/components/dialogs/use-return-focus';

const MAX_COMMENT = 1000;

type DeclineModalProps = {
  opened: boolean;
  loading: boolean;
  onClose: () => void;
  onConfirm: (body: DeclineQuotationDto) => void;
};

/** Declining asks why: price, transit time, service, or other with a text (the server checks the same). */
export function DeclineModal({ opened, loading, onClose, onConfirm }: DeclineModalProps) {
  useReturnFocus(opened);
  const { t } = useTranslation(['clientPortal', 'common']);
  const [reason, setReason] = useState<NotApprovedReason | null>(null);
  const [comment, setComment] = useState('');
  const [tried, setTried] = useState(false);
  const needsText = reason === 'OTHER' && comment.trim() === '';
  const submit = () => {
    setTried(true);
    if (!reason || needsText) return;
    onConfirm({ reason, ...(comment.trim() ? { comment: comment.trim() } : {}) });
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('common:confirm.title')} size="sm" centered>
      <Stack gap="sm" data-testid="portal-decline-modal">
        <Radio.Group
          label={t('decline.reasonLabel')}
          value={reason}
          onChange={(value) => setReason(value)}
          error={tried && !reason ? t('decline.reasonRequired') : undefined}
          withAsterisk
        >
          <Stack gap={6} mt={6}>
            {NOT_APPROVED_REASONS.map((r) => (
              <Radio key={r} value={r} label={t(`decline.reasons.${r}`)} data-testid={`portal-decline-reason-${r}`} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label={t('decline.commentLabel')}
          value={comment}
          onChange={(e) => setComment(e.currentTarget.value.slice(0, MAX_COMMENT))}
          autosize
          minRows={2}
          maxRows={5}
          withAsterisk={reason === 'OTHER'}
          error={tried && needsText ? t('decline.commentRequired') : undefined}
          data-testid="portal-decline-comment"
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose} data-testid="portal-decline-cancel">
            {t('common:confirm.back')}
          </Button>
          <Button color="red" onClick={submit} loading={loading} data-testid="portal-decline-confirm">
            {t('actions.decline')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
