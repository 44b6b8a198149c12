import { Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/formatting';
import type { RequestAutosave } from './request-autosave';

/** "Saved automatically 10:42" beside the form's buttons: typed work is kept, and where. */
export function AutosaveStatusText({ autosave }: { autosave: RequestAutosave }) {
  const { t } = useTranslation('quotationForm');
  const format = useFormatters();
  const status = useSyncExternalStore(autosave.subscribe, autosave.getStatus);
  if (status.savedAt === null) return null;
  const time = format.dateTime(new Date(status.savedAt).toISOString());
  const key = status.server === 'saved' ? 'autosave.savedDraft' : 'autosave.savedHere';
  return (
    <Text size="xs" c="dimmed" mr="auto" data-testid="request-form-autosave-status">
      {t(key, { time })}
    </Text>
  );
}
