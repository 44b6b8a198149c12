import { Alert, Button, Grid, Skeleton, Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorScreen } from '@/components/error-screen';
import { isApiError } from '@/lib/api-client';
import { translateError } from '@/lib/errors';
import { hasPermission, useSession } from '@/lib/session';
import { useQuotation } from '../../api/get-quotation';
import { BackButton, DetailHeader } from './detail-header';
import { DocumentsPanel } from './documents-panel';
import { EventLog } from './event-log';
import { NotesPanel } from './notes-panel';
import { PricingSendingPanel } from './pricing-sending-panel';
import { RequestData } from '@/components/quotation/request-data';
import { LinkedSupportTickets } from '@/components/linked-support-tickets';
import { OperationLink } from './operation-link';
import { StatusActions } from './status-actions';
import { StatusTimeline } from './status-timeline';

/** The API answers 404 both for a missing quotation and for one outside the user's scope. */
function QuotationNotFound() {
  const { t } = useTranslation('quotations');
  return (
    <ErrorScreen
      testId="quotation-not-found"
      code="404"
      title={t('detail.notFound.title')}
      body={t('detail.notFound.body')}
      actions={<BackButton />}
    />
  );
}

/** One quotation: request data, status actions and timeline, then events, notes and documents. */
export function QuotationDetailScreen({ reference }: { reference: string }) {
  const { t } = useTranslation('quotations');
  const query = useQuotation(reference);
  const session = useSession();
  const seesPricing = (['COMMERCIAL', 'COMMERCIAL_MANAGER', 'PRICING'] as const).some((p) => hasPermission(session, p));

  if (query.isPending) {
    return (
      <Stack gap="md" data-testid="quotation-detail-loading">
        <Skeleton height={40} width={320} />
        <Skeleton height={240} />
      </Stack>
    );
  }
  if (query.isError) {
    if (isApiError(query.error) && query.error.code === 'NOT_FOUND') return <QuotationNotFound />;
    return (
      <Alert color="red" title={t('detail.loadError')} data-testid="quotation-detail-error">
        {translateError(t, query.error)}
        <div>
          <Button
            mt="sm"
            size="xs"
            variant="light"
            color="red"
            onClick={() => void query.refetch()}
            loading={query.isFetching}
          >
            {t('common:actions.retry')}
          </Button>
        </div>
      </Alert>
    );
  }

  const quotation = query.data;
  return (
    <Stack gap="md" data-testid="quotation-detail">
      <DetailHeader quotation={quotation} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <RequestData quotation={quotation} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="md">
            <StatusActions quotation={quotation} />
            <OperationLink quotation={quotation} />
            <LinkedSupportTickets quotation={quotation.reference} />
            {seesPricing && <PricingSendingPanel quotation={quotation} />}
            <StatusTimeline reference={reference} />
          </Stack>
        </Grid.Col>
      </Grid>
      <Tabs defaultValue="events" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="events" data-testid="quotation-tab-events">
            {t('detail.sections.events')}
          </Tabs.Tab>
          <Tabs.Tab value="notes" data-testid="quotation-tab-notes">
            {t('detail.sections.notes')}
          </Tabs.Tab>
          <Tabs.Tab value="documents" data-testid="quotation-tab-documents">
            {t('detail.sections.documents')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="events" pt="md">
          <EventLog reference={reference} />
        </Tabs.Panel>
        <Tabs.Panel value="notes" pt="md">
          <NotesPanel reference={reference} />
        </Tabs.Panel>
        <Tabs.Panel value="documents" pt="md">
          <DocumentsPanel reference={reference} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
