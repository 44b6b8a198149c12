import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { quotationKeys } from '../api/quotation-keys';
import { QuotationDetailScreen } from '../components/detail/quotation-detail-screen';
import { QuotationListScreen } from '../components/list/quotation-list-screen';

// The request form is large and only needed once the user asks for it.
const QuotationRequestDrawer = lazy(() =>
  import('../components/request-form/quotation-request-drawer').then((m) => ({ default: m.QuotationRequestDrawer })),
);

/** `?new=1` opens an empty request form, `?draft=<id>` resumes a draft (links from drafts and the menu). */
function useRequestDrawerParams() {
  const [params, setParams] = useSearchParams();
  const draftId = params.get('draft') ?? undefined;
  const opened = params.get('new') === '1' || draftId !== undefined;
  const open = () => setParams({ new: '1' });
  const close = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('new');
        next.delete('draft');
        return next;
      },
      { replace: true },
    );
  return { opened, draftId, open, close };
}

function MyQuotationsList() {
  const { t } = useTranslation('quotations');
  const queryClient = useQueryClient();
  const drawer = useRequestDrawerParams();
  // Mounted from the first opening on, so closing keeps its animation.
  const [mounted, setMounted] = useState(drawer.opened);
  if (drawer.opened && !mounted) setMounted(true);

  return (
    <>
      <QuotationListScreen
        view="mine"
        routeId="myQuotations"
        actions={
          <Button onClick={drawer.open} data-testid="quotations-new">
            {t('list.new')}
          </Button>
        }
      />
      {mounted && (
        <Suspense fallback={null}>
          <QuotationRequestDrawer
            opened={drawer.opened}
            onClose={drawer.close}
            draftId={drawer.draftId}
            onCreated={() => void queryClient.invalidateQueries({ queryKey: quotationKeys.lists() })}
          />
        </Suspense>
      )}
    </>
  );
}

/** /mis-cotizaciones: the commercial's open quotations, or one quotation's detail at /mis-cotizaciones/:ref. */
export function MyQuotationsPage() {
  const { ref } = useParams();
  return ref ? <QuotationDetailScreen key={ref} reference={ref} /> : <MyQuotationsList />;
}
