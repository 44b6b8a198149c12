import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { CURRENCIES, type Currency, type ExchangeRateRow } from '@freight/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTextInput, formatDateText, todayIn } from '@/components/dates';
import { NumericInput, type NumericValue } from '@/components/number-input';
import { notifyError, notifySuccess } from '@/components/notify';
import { useFormatters } from '@/lib/formatting';
import { useExchangeRates, useSaveExchangeRates } from '../api/exchange-rates';
import { useReturnFocus } from '@/components/dialogs/use-return-focus';

const FOREIGN = CURRENCIES.filter((c) => c !== 'USD');

/** Pricing enters a day's exchange rates (units per US dollar); each currency uses its newest day not after the quote's. */
export function ExchangeRatesModal({ onClose }: { onClose: () => void }) {
  useReturnFocus(true);
  const { t } = useTranslation('rates');
  const { timeZone } = useFormatters();
  const [day, setDay] = useState<string | null>(() => todayIn(new Date(), timeZone));
  const table = useExchangeRates(day);
  return (
    <Modal opened onClose={onClose} title={t('exchange.title')} data-testid="exchange-rates-modal">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('exchange.hint')}
        </Text>
        <DateTextInput label={t('exchange.day')} value={day} onChange={setDay} required data-testid="exchange-day" />
        {table.isPending && day && <Loader size="sm" data-testid="exchange-loading" />}
        {table.isError && (
          <Alert color="red" data-testid="exchange-error">
            {t('exchange.loadError')}
          </Alert>
        )}
        {table.data && day && (
          // A new day (or a saved table) starts the fields again from what is in force.
          <ExchangeRatesForm key={`${day}:${table.dataUpdatedAt}`} day={day} rows={table.data} onSaved={onClose} />
        )}
      </Stack>
    </Modal>
  );
}

function ExchangeRatesForm({ day, rows, onSaved }: { day: string; rows: ExchangeRateRow[]; onSaved: () => void }) {
  const { t } = useTranslation('rates');
  const save = useSaveExchangeRates();
  const inForce = new Map(rows.map((r) => [r.currency, r]));
  const [values, setValues] = useState<Record<Currency, NumericValue>>(
    () => Object.fromEntries(FOREIGN.map((c) => [c, inForce.get(c)?.perUsd ?? ''])) as Record<Currency, NumericValue>,
  );
  const entered = FOREIGN.filter((c) => typeof values[c] === 'number' && values[c] > 0);
  const unreadable = FOREIGN.some((c) => typeof values[c] === 'string' && values[c] !== '');
  const submit = () =>
    save.mutate(
      { day, body: { rates: entered.map((currency) => ({ currency, perUsd: values[currency] as number })) } },
      {
        onSuccess: () => {
          notifySuccess(t('exchange.saved', { day: formatDateText(day) }));
          onSaved();
        },
        onError: notifyError,
      },
    );
  return (
    <Stack gap="sm">
      {FOREIGN.map((c) => {
        const row = inForce.get(c);
        return (
          <NumericInput
            key={c}
            label={t('exchange.perUsd', { currency: c })}
            description={
              row
                ? row.day === day
                  ? t('exchange.enteredThatDay')
                  : t('exchange.inForceSince', { day: formatDateText(row.day) })
                : t('exchange.none')
            }
            decimalScale={6}
            value={values[c]}
            onChange={(v) => setValues((s) => ({ ...s, [c]: v }))}
            error={typeof values[c] === 'number' && values[c] <= 0 ? t('exchange.positive') : undefined}
            data-testid={`exchange-${c}`}
          />
        );
      })}
      <Group justify="flex-end">
        <Button
          onClick={submit}
          loading={save.isPending}
          disabled={entered.length === 0 || unreadable}
          data-testid="exchange-save"
        >
          {t('exchange.save')}
        </Button>
      </Group>
    </Stack>
  );
}
