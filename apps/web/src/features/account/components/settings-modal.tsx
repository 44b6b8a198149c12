import {
  CURRENCY_FORMATS,
  DEFAULT_TIME_ZONE,
  isLanguage,
  LANGUAGES,
  type CurrencyFormat,
  type Language,
} from '@freight/shared';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/components/notify';
import { formatCurrency, formatDateTime } from '@/lib/formatting';
import { listTimeZones } from '@/lib/time-zones';
import { applyLanguage, currentLanguage } from '@/lib/i18n';
import { useMe } from '../api/get-me';
import { useUpdateSettings } from '../api/update-settings';

type SettingsModalProps = { opened: boolean; onClose: () => void };

type Draft = { language: Language; currencyFormat: CurrencyFormat; timeZone: string };

function isCurrencyFormat(value: string | null): value is CurrencyFormat {
  return value !== null && (CURRENCY_FORMATS as readonly string[]).includes(value);
}

/** Spec section 2 settings: language, currency format and time zone, saved to the profile. */
export function SettingsModal({ opened, onClose }: SettingsModalProps) {
  const { t } = useTranslation(['account', 'common']);
  const { data: me } = useMe();
  const { mutate, isPending } = useUpdateSettings();
  const timeZones = useMemo(() => listTimeZones(), []);

  const initial: Draft = {
    language: me?.language ?? currentLanguage(),
    currencyFormat: me?.currencyFormat ?? 'US',
    timeZone: me?.timeZone ?? DEFAULT_TIME_ZONE,
  };
  // Edits are kept apart from the profile so Cancel discards them.
  const [edits, setEdits] = useState<Partial<Draft>>({});
  const draft: Draft = { ...initial, ...edits };

  const close = () => {
    setEdits({});
    onClose();
  };

  const save = () => {
    mutate(draft, {
      onSuccess: () => {
        void applyLanguage(draft.language);
        notifySuccess(t('account:settings.saved', { lng: draft.language }));
        close();
      },
      onError: notifyError,
    });
  };

  return (
    <Modal opened={opened} onClose={close} title={t('account:settings.title')} centered data-testid="settings-modal">
      <Stack gap="md">
        <Select
          label={t('account:settings.language')}
          data={LANGUAGES.map((language) => ({ value: language, label: t(`common:languages.${language}`) }))}
          value={draft.language}
          onChange={(value) => isLanguage(value) && setEdits((e) => ({ ...e, language: value }))}
          allowDeselect={false}
          data-testid="settings-language"
        />
        <Select
          label={t('account:settings.currencyFormat')}
          data={CURRENCY_FORMATS.map((format) => ({ value: format, label: t(`account:currencyFormats.${format}`) }))}
          value={draft.currencyFormat}
          onChange={(value) => isCurrencyFormat(value) && setEdits((e) => ({ ...e, currencyFormat: value }))}
          allowDeselect={false}
          data-testid="settings-currency-format"
        />
        <Select
          label={t('account:settings.timeZone')}
          placeholder={t('account:settings.timeZonePlaceholder')}
          data={timeZones}
          value={draft.timeZone}
          onChange={(value) => value && setEdits((e) => ({ ...e, timeZone: value }))}
          searchable
          allowDeselect={false}
          limit={50}
          data-testid="settings-time-zone"
        />
        <Text size="sm" c="dimmed" data-testid="settings-preview">
          {t('account:settings.preview')}: {formatCurrency(1_000_000, draft.currencyFormat)} ·{' '}
          {formatDateTime(new Date(), draft.timeZone)}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common:actions.cancel')}
          </Button>
          <Button onClick={save} loading={isPending} data-testid="settings-save">
            {t('common:actions.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
