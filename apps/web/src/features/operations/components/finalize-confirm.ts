import { useTranslation } from 'react-i18next';
import { openConfirm } from '@/components/confirm';

/**
 * Finishing an event cannot be undone (it can no longer be postponed or edited): the event card
 * and the agenda ask first, naming the event and its operation.
 */
export function useConfirmFinalize(): (event: { reference: string; title: string }, finalize: () => void) => void {
  const { t } = useTranslation('operations');
  return (event, finalize) =>
    openConfirm({
      message: t('events.confirmFinalize', { title: event.title, reference: event.reference }),
      confirmLabel: t('events.confirmFinalizeAction'),
      onConfirm: finalize,
    });
}
