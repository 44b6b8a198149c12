import { Alert, Button, Center, Drawer, Loader } from '@mantine/core';
import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDiscardGuard, useLeaveGuard } from '@/components/unsaved';
import { useDraft } from '@/features/drafts/api/get-draft';
import { translateError } from '@/lib/errors';
import { useReference } from '../../api/reference';
import { AutosavedRequestForm } from './autosave/autosaved-request-form';
import type { RequestAutosave } from './autosave/request-autosave';
import { useReturnFocus } from '@/components/dialogs/use-return-focus';

/**
 * Whether a location still shows this drawer's form (my-quotations-page.tsx opens it at `?new=1` or
 * `?draft=<id>`): another draft, or a new request, is another form, so moving there is leaving this one.
 */
const showsForm = (draftId: string | undefined) => (location: { search: string }) => {
  const params = new URLSearchParams(location.search);
  return draftId ? params.get('draft') === draftId : params.get('new') === '1' && !params.has('draft');
};

export type QuotationRequestDrawerProps = {
  opened: boolean;
  onClose: () => void;
  /** Resumes this saved draft: the form starts from its data, and sending deletes it. */
  draftId?: string;
  /** Called with the new reference after a successful send; the drawer then closes itself. */
  onCreated?: (reference: string) => void;
};

const FormLoading = () => (
  <Center py="xl">
    <Loader data-testid="request-form-loading" />
  </Center>
);

type LoaderProps = Omit<Parameters<typeof AutosavedRequestForm>[0], 'reference' | 'draft'>;

/** Loads what the form needs (reference data, the draft) and shows it, or the failure with a retry. */
function RequestFormLoader({ draftId, ...rest }: LoaderProps) {
  const { t } = useTranslation(['quotationForm', 'common']);
  const reference = useReference();
  const draft = useDraft(draftId);

  const failed = reference.error ?? draft.error;
  if (failed) {
    return (
      <Alert color="red" variant="light" title={t('loadError')} data-testid="request-form-load-error">
        {translateError(t, failed)}
        <div>
          <Button
            mt="sm"
            size="xs"
            variant="light"
            color="red"
            onClick={() => void Promise.all([reference.refetch(), draftId ? draft.refetch() : null])}
          >
            {t('common:actions.retry')}
          </Button>
        </div>
      </Alert>
    );
  }
  if (!reference.data || (draftId && !draft.data)) return <FormLoading />;
  return <AutosavedRequestForm reference={reference.data} draft={draft.data} draftId={draftId} {...rest} />;
}

/**
 * The quotation request form in a large drawer (opened from /mis-cotizaciones with `?new=1` or
 * `?draft=<id>`). Closing with unsaved changes asks for confirmation first.
 */
export function QuotationRequestDrawer({ opened, onClose, draftId, onCreated }: QuotationRequestDrawerProps) {
  useReturnFocus(opened);
  const { t } = useTranslation('quotationForm');
  const {
    dirtyRef,
    confirmDiscard,
    requestClose: closeAsking,
  } = useDiscardGuard({
    message: t('discard.message'),
    confirm: t('discard.confirm'),
    keep: t('discard.keep'),
  });
  // This opening's autosave: the work is thrown away only when the user says so (or sent it).
  const autosaveRef = useRef<RequestAutosave | null>(null);
  const discardWork = () => void autosaveRef.current?.discard();
  const allowLeave = useLeaveGuard({
    active: opened,
    dirtyRef,
    keepsForm: showsForm(draftId),
    confirmLeave: (leave, stay) =>
      confirmDiscard(() => {
        discardWork();
        leave();
      }, stay),
  });
  // Closing: asked first when there are changes; closed unchanged, nothing is kept either.
  const close = () => {
    allowLeave();
    discardWork();
    onClose();
  };

  const requestClose = () => closeAsking(close);
  // Restored work the user does not want: asked, then an empty form (or the draft as saved).
  const [generation, setGeneration] = useState(0);
  const startOver = () =>
    confirmDiscard(() => {
      const autosave = autosaveRef.current;
      void (autosave ? autosave.discard() : Promise.resolve()).then(() => setGeneration((n) => n + 1));
    });

  return (
    <Drawer
      opened={opened}
      onClose={requestClose}
      position="right"
      size="min(76rem, 100%)"
      title={draftId ? t('titleDraft') : t('title')}
      // The form owns the scroll; its action bar sticks to the drawer's bottom edge.
      styles={{ body: { paddingBottom: 0 } }}
      data-testid="quotation-request-drawer"
    >
      {opened && (
        // The form's own chunks and translations load inside the drawer: the drawer stays on screen.
        <Suspense fallback={<FormLoading />}>
          <RequestFormLoader
            // A different draft (or a new request after a draft) starts a fresh form.
            key={`${draftId ?? 'new'}-${generation}`}
            draftId={draftId}
            autosaveRef={autosaveRef}
            onStartOver={startOver}
            dirtyRef={dirtyRef}
            onCancel={requestClose}
            onCreated={(reference) => {
              dirtyRef.current = () => false;
              onCreated?.(reference);
              close();
            }}
          />
        </Suspense>
      )}
    </Drawer>
  );
}
