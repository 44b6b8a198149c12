import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateTextInput, todayIn } from '@/components/dates';
import { notifyError, notifySuccess } from '@/components/notify';
import { useFormatters } from '@/lib/formatting';
import { useSaveCostAsRate } from '@/features/rates/api/rate-files';

type Cost = { id: string; description: string; validUntil: string | null };

/** "Save as rate" on an answered cost: one action, asking only for the validity (the agent's own by default). */
export function SaveCostAsRateButton({ cost }: { cost: Cost }) {
  const { t } = useTranslation('rates');
  const { timeZone } = useFormatters();
  const save = useSaveCostAsRate();
  const [open, setOpen] = useState(false);
  const today = todayIn(new Date(), timeZone);
  const [from, setFrom] = useState<string | null>(today);
  const [to, setTo] = useState<string | null>(cost.validUntil);
  const [savedId, setSavedId] = useState<string | null>(null);
  const invalid = !from || !to || to < from;
  const submit = () =>
    from &&
    to &&
    save.mutate(
      { costId: cost.id, body: { validFrom: from, validTo: to } },
      {
        onSuccess: (rate) => {
          notifySuccess(t('fromCost.saved'));
          setSavedId(rate.id);
          setOpen(false);
        },
        onError: notifyError,
      },
    );
  if (savedId)
    return (
      <Button
        size="compact-xs"
        variant="subtle"
        component={Link}
        to={`/pricing/tarifas/${savedId}`}
        data-testid="cost-rate-open"
      >
        {t('fromCost.open')}
      </Button>
    );
  return (
    <>
      <Button size="compact-xs" variant="subtle" onClick={() => setOpen(true)} data-testid="cost-save-as-rate">
        {t('fromCost.action')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('fromCost.title')} size="sm">
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('fromCost.hint', { description: cost.description })}
          </Text>
          <DateTextInput
            label={t('fields.validFrom')}
            value={from}
            onChange={setFrom}
            required
            data-testid="cost-rate-from"
          />
          <DateTextInput
            label={t('fields.validTo')}
            value={to}
            onChange={setTo}
            required
            error={from && to && to < from ? t('rateForm.fieldErrors.beforeValidFrom') : undefined}
            data-testid="cost-rate-to"
          />
          <Group justify="flex-end">
            <Button disabled={invalid} loading={save.isPending} onClick={submit} data-testid="cost-rate-save">
              {t('fromCost.save')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
