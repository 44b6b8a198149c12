import type { Draft, ReferenceData } from '@freight/shared';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { FormBoundary } from '@/components/forms';
import { useDirtyReport } from '@/components/unsaved';
import { useFormatters } from '@/lib/formatting';
import type { RequestFormValues } from '@/components/request-form/form-values';
import { QuotationRequestForm } from '../quotation-request-form';
import type { RequestAutosave } from './request-autosave';
import { useRequestAutosave } from './use-request-autosave';

type Props = {
  reference: ReferenceData;
  draftId?: string;
  draft?: Draft;
  /** Where the drawer reaches this opening's autosave (to discard it when the user throws the work away). */
  autosaveRef: RefObject<RequestAutosave | null>;
  /** "Start over" on restored work: the drawer asks, discards it and opens an empty form. */
  onStartOver: () => void;
  dirtyRef: RefObject<() => boolean>;
  onCancel: () => void;
  onCreated: (reference: string) => void;
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Shown in place of a form that failed: what was typed is kept, and the form comes back with it. */
function CrashPanel({
  autosave,
  original,
  dirtyRef,
  onRecover,
}: {
  autosave: RequestAutosave;
  original: RequestFormValues;
  dirtyRef: RefObject<() => boolean>;
  onRecover: () => void;
}) {
  const { t } = useTranslation('quotationForm');
  // The form is gone but its work is not: closing the drawer still asks before discarding it.
  useDirtyReport(dirtyRef, () => {
    const latest = autosave.latestValues;
    return latest !== null && !same(latest, original);
  });
  return (
    <Alert color="red" variant="light" title={t('autosave.crashTitle')} data-testid="request-form-crashed">
      <Stack gap="sm">
        <Text size="sm">{t('autosave.crashBody')}</Text>
        <Group>
          <Button size="xs" onClick={onRecover} data-testid="request-form-recover">
            {t('autosave.crashRecover')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/**
 * The request form with its autosave (issue 36, item 1): it opens with the work this browser kept
 * of it, if any (and says so), keeps every change, and a render error replaces only the form with a
 * way back to it, with everything typed until then.
 */
export function AutosavedRequestForm({
  reference,
  draftId,
  draft,
  autosaveRef,
  onStartOver,
  dirtyRef,
  ...rest
}: Props) {
  const { t } = useTranslation('quotationForm');
  const format = useFormatters();
  const { autosave, original, restored } = useRequestAutosave(draftId, draft);
  // Each recovery from a crash mounts the form afresh from the latest values.
  const [attempt, setAttempt] = useState(0);
  const [start, setStart] = useState<RequestFormValues>(() => restored?.values ?? original);

  useEffect(() => {
    autosaveRef.current = autosave;
    return () => {
      if (autosaveRef.current === autosave) autosaveRef.current = null;
    };
  }, [autosave, autosaveRef]);

  const recover = () => {
    setStart(autosave.latestValues ?? start);
    setAttempt((n) => n + 1);
  };

  return (
    <Stack gap="sm">
      {restored && (
        <Alert color="blue" variant="light" data-testid="request-form-restored">
          <Group justify="space-between" gap="sm">
            <Text size="sm">
              {t('autosave.restored', { time: format.dateTime(new Date(restored.savedAt).toISOString()) })}
            </Text>
            <Button size="xs" variant="subtle" onClick={onStartOver} data-testid="request-form-start-over">
              {t('autosave.startOver')}
            </Button>
          </Group>
        </Alert>
      )}
      <FormBoundary
        key={attempt}
        onError={() => autosave.flush()}
        fallback={<CrashPanel autosave={autosave} original={original} dirtyRef={dirtyRef} onRecover={recover} />}
      >
        <QuotationRequestForm
          reference={reference}
          initialValues={start}
          dirtyBaseline={original}
          autosave={autosave}
          dirtyRef={dirtyRef}
          {...rest}
        />
      </FormBoundary>
    </Stack>
  );
}
