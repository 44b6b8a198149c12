import {
  CURRENCY_FORMATS,
  isLanguage,
  LANGUAGES,
  type CurrencyFormat,
  type Language,
  type MeResponse,
} from '@freight/shared';
import { Button, Group, Paper, Radio, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/components/notify';
import { formatCurrency, formatDateTime } from '@/lib/formatting';
import { isCurrencyFormat } from '@/lib/preferences';
import { findTimeZoneOption, listTimeZones, type TimeZoneOption } from '@/lib/time-zones';
import { useUpdateSettings } from '../api/update-settings';
import { AppForm } from '@/components/forms';

type Settings = { language: Language; currencyFormat: CurrencyFormat; timeZone: string };

// Spec section 9's own example amount, so the preview reads like the spec's description.
const SAMPLE_AMOUNT = 1_000_000;
const CLOCK_TICK_MS = 30_000;

function savedSettings(me: MeResponse): Settings {
  // A zone saved under an alias is shown (and saved back) as the list's entry for it.
  const timeZone = findTimeZoneOption(me.timeZone)?.value ?? me.timeZone;
  return { language: me.language, currencyFormat: me.currencyFormat, timeZone };
}

/** The current time, refreshed often enough for a minute-precision preview. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

function Example({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600} ff="monospace" data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

/**
 * Language, currency format and time zone (spec sections 2 and 9). The preview follows the
 * unsaved choices; saving sends them to the profile, which applies them across the app.
 */
export function SettingsForm({ me }: { me: MeResponse }) {
  const { t } = useTranslation(['account', 'common']);
  const { mutate, isPending } = useUpdateSettings();
  const now = useNow();
  const saved = savedSettings(me);
  // Only the changed fields are kept, so a profile refetch never overwrites what the user is editing.
  const [edits, setEdits] = useState<Partial<Settings>>({});
  const draft: Settings = { ...saved, ...edits };
  const dirty = (Object.keys(edits) as (keyof Settings)[]).some((key) => edits[key] !== saved[key]);

  const timeZones = useMemo<TimeZoneOption[]>(() => {
    const options = listTimeZones();
    // A zone the list lacks still shows as selected instead of an empty field.
    if (options.some((option) => option.value === saved.timeZone)) return options;
    return [{ value: saved.timeZone, label: saved.timeZone }, ...options];
  }, [saved.timeZone]);
  const timeZoneLabel = timeZones.find((option) => option.value === draft.timeZone)?.label ?? draft.timeZone;
  const offset = /^\((UTC[^)]*)\)/.exec(timeZoneLabel)?.[1];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!dirty) return;
    mutate(draft, {
      onSuccess: () => {
        setEdits({});
        notifySuccess(t('account:settings.saved', { lng: draft.language }));
      },
      onError: notifyError,
    });
  };

  return (
    <Paper withBorder radius="md" p="lg">
      <AppForm onSubmit={submit} data-testid="settings-form">
        <Stack gap="lg">
          <Select
            label={t('account:settings.language')}
            description={t('account:settings.languageDescription')}
            data={LANGUAGES.map((language) => ({ value: language, label: t(`common:languages.${language}`) }))}
            value={draft.language}
            onChange={(value) => isLanguage(value) && setEdits((e) => ({ ...e, language: value }))}
            allowDeselect={false}
            data-testid="settings-language"
          />

          <Radio.Group
            label={t('account:settings.currencyFormat')}
            description={t('account:settings.currencyFormatDescription')}
            value={draft.currencyFormat}
            onChange={(value) => isCurrencyFormat(value) && setEdits((e) => ({ ...e, currencyFormat: value }))}
            data-testid="settings-currency-format"
          >
            <Group mt="xs" gap="xl">
              {CURRENCY_FORMATS.map((format) => (
                <Radio
                  key={format}
                  value={format}
                  label={t(`account:currencyFormats.${format}`)}
                  description={formatCurrency(SAMPLE_AMOUNT, format)}
                  data-testid={`settings-currency-${format}`}
                />
              ))}
            </Group>
          </Radio.Group>

          <Select
            label={t('account:settings.timeZone')}
            description={t('account:settings.timeZoneDescription')}
            placeholder={t('account:settings.timeZonePlaceholder')}
            nothingFoundMessage={t('account:settings.timeZoneNothingFound')}
            data={timeZones}
            value={draft.timeZone}
            onChange={(value) => value && setEdits((e) => ({ ...e, timeZone: value }))}
            searchable
            allowDeselect={false}
            maxDropdownHeight={320}
            data-testid="settings-time-zone"
          />

          <Stack gap="xs" aria-live="polite" data-testid="settings-preview">
            <Title order={2} size="h5">
              {t('account:settings.example.title')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <Example
                label={t('account:settings.example.amount')}
                value={formatCurrency(SAMPLE_AMOUNT, draft.currencyFormat)}
                testId="settings-example-amount"
              />
              <Example
                label={t('account:settings.example.missing')}
                value={formatCurrency(null, draft.currencyFormat)}
                testId="settings-example-missing"
              />
              <Example
                label={offset ? `${t('account:settings.example.now')} (${offset})` : t('account:settings.example.now')}
                value={formatDateTime(now, draft.timeZone)}
                testId="settings-example-now"
              />
            </SimpleGrid>
          </Stack>

          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => setEdits({})}
              disabled={!dirty || isPending}
              data-testid="settings-discard"
            >
              {t('account:settings.discard')}
            </Button>
            <Button type="submit" loading={isPending} disabled={!dirty} data-testid="settings-save">
              {t('account:settings.save')}
            </Button>
          </Group>
        </Stack>
      </AppForm>
    </Paper>
  );
}
