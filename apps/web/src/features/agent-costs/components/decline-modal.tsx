import { Button, Group, Modal, Radio, Stack, Textarea } from '@mantine/core';
import { COST_DECLINE_REASONS, type CostDeclineReason } from '@freight/shared';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useReturnFocus } from '@/components/dialogs/use-return-focus';

export type DeclinePayload = { reason: CostDeclineReason; text?: string };

/** "We cannot quote this": a reason, and a text when the reason is "other" (the API checks it too). */
export function DeclineModal({
  t,
  opened,
  submitting,
  onClose,
  onConfirm,
}: {
  t: TFunction;
  opened: boolean;
  submitting: boolean;
  onClose: () => void;
  onConfirm: (payload: DeclinePayload) => void;
}) {
  useReturnFocus(opened);
  const [reason, setReason] = useState<CostDeclineReason | null>(null);
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const textMissing = reason === 'OTHER' && !text.trim();
  const confirm = () => {
    setTried(true);
    if (!reason || textMissing) return;
    onConfirm({ reason, ...(text.trim() ? { text: text.trim() } : {}) });
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('agentCosts:decline.title')} data-testid="agent-decline-modal">
      <Stack>
        <Radio.Group
          label={t('agentCosts:decline.reason')}
          value={reason}
          onChange={(v) => setReason(COST_DECLINE_REASONS.find((r) => r === v) ?? null)}
          error={tried && !reason ? t('agentCosts:decline.reasonRequired') : undefined}
          withAsterisk
        >
          <Stack gap="xs" mt="xs">
            {COST_DECLINE_REASONS.map((r) => (
              <Radio
                key={r}
                value={r}
                label={t(`agentCosts:decline.reasons.${r}`)}
                data-testid={`agent-decline-reason-${r}`}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label={t('agentCosts:decline.text')}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          maxLength={1000}
          autosize
          minRows={2}
          withAsterisk={reason === 'OTHER'}
          error={tried && textMissing ? t('agentCosts:decline.textRequired') : undefined}
          data-testid="agent-decline-text"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('agentCosts:decline.cancel')}
          </Button>
          <Button color="red" loading={submitting} onClick={confirm} data-testid="agent-decline-confirm">
            {t('agentCosts:decline.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
