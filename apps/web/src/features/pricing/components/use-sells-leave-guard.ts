import type { SellLineItem } from '@freight/shared';
import { useCallback } from 'react';
import type { Location } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDirtyReport, useDiscardGuard, useLeaveGuard } from '@/components/unsaved';
import { hasUnsavedLines, type DraftLine } from './sell-lines';

/**
 * Back, a menu link or closing the tab with sell lines changed and not saved asks first (the draft
 * lives only in the editor's state). Saving, or publishing (which saves first), clears the draft and
 * with it the question. The pricing view's one leave guard: React Router allows a single blocker.
 */
export function useSellsLeaveGuard(
  reference: string,
  draft: readonly DraftLine[] | null,
  saved: readonly SellLineItem[] | undefined,
) {
  const { t } = useTranslation('pricing');
  const { dirtyRef, confirmDiscard } = useDiscardGuard({
    message: t('sells.unsaved'),
    confirm: t('common:unsaved.confirm'),
    keep: t('common:unsaved.keep'),
  });
  useDirtyReport(dirtyRef, () => saved !== undefined && hasUnsavedLines(draft, saved));
  // The view is /pricing/cotizaciones?ref=<reference>: the list (its "back" link, Back) is the same
  // path without the ref, and another ref is another quotation. Only this ref keeps the editor.
  const keepsForm = useCallback(
    (location: Location) => new URLSearchParams(location.search).get('ref') === reference,
    [reference],
  );
  useLeaveGuard({ active: true, dirtyRef, keepsForm, confirmLeave: confirmDiscard });
}
