import { Accordion, Alert, Anchor, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { notifyError, notifySuccess } from '@/components/notify';
import { translateError } from '@/lib/errors';
import { hasPermission, useSession } from '@/lib/session';
import { useQuotation } from '@/features/quotations/api/get-quotation';
import { RequestData } from '@/components/quotation/request-data';
import { laneText } from '@/components/quotation/lane';
import { StatusBadge } from '@/components/quotation/status-badge';
import { useTakeQuotation } from '../api/pricing-api';
import { useFocusAfterTake } from '../hooks/use-focus-after-take';
import { AgentRequests } from './agent-requests';
import { SellsEditor } from './sells-editor';

/** Pricing's view of one quotation: take it, request costs from agents, compare, build sells and publish. */
export function PricingQuotationView({ reference }: { reference: string }) {
  const { t } = useTranslation(['pricing', 'quotations']);
  const session = useSession();
  const navigate = useNavigate();
  const query = useQuotation(reference);
  const take = useTakeQuotation();
  const { next, focusNext } = useFocusAfterTake(query.isSuccess);

  if (query.isPending) return <Skeleton height={240} data-testid="pricing-quotation-loading" />;
  if (query.isError) {
    return (
      <Alert color="red" title={t('view.loadError')} data-testid="pricing-quotation-error">
        {translateError(t, query.error)}
      </Alert>
    );
  }
  const q = query.data;
  const isNew = q.status === 'REQUESTED';
  const mayRequest =
    hasPermission(session, 'UPDATE_QUOTATION_COSTS') &&
    q.active &&
    ['PENDING', 'QUOTED', 'UPDATED', 'SENT'].includes(q.status);

  return (
    <Stack gap="md" data-testid="pricing-quotation">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Anchor component={Link} to="/pricing/cotizaciones" size="sm">
            ← {t('view.back')}
          </Anchor>
          <Group gap="sm">
            <Title order={2} data-testid="pricing-quotation-reference">
              {q.reference}
            </Title>
            <span data-testid="pricing-quotation-status">
              <StatusBadge status={q.status} active={q.active} />
            </span>
          </Group>
          <Text size="sm">
            {t(`quotations:services.${q.service}`)} · {laneText(q)} · {q.client.name}
          </Text>
          <Text size="sm" c="dimmed" data-testid="pricing-quotation-owner">
            {t('view.assignedTo', { name: q.pricingUser?.name ?? '—' })}
          </Text>
        </Stack>
        <Group gap="xs">
          {isNew && q.active && (
            <Button
              loading={take.isPending}
              onClick={() =>
                take.mutate(reference, {
                  onSuccess: () => {
                    notifySuccess(t('take.done', { reference }));
                    focusNext();
                  },
                  onError: notifyError,
                })
              }
              data-testid="pricing-take"
            >
              {t('take.action')}
            </Button>
          )}
          <Button
            ref={next}
            variant="default"
            onClick={() => void navigate(`/pricing/cotizador?ref=${encodeURIComponent(reference)}`)}
            data-testid="pricing-open-quoter"
          >
            {t('view.enterCosts')}
          </Button>
        </Group>
      </Group>
      <Accordion variant="contained" defaultValue={null}>
        <Accordion.Item value="request">
          <Accordion.Control>{t('view.requestData')}</Accordion.Control>
          <Accordion.Panel>
            <RequestData quotation={q} />
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
      {isNew ? (
        <Alert color="blue" data-testid="pricing-take-first">
          {t('view.takeFirst')}
        </Alert>
      ) : (
        <>
          <AgentRequests reference={reference} canRequest={mayRequest} />
          <SellsEditor reference={reference} />
        </>
      )}
    </Stack>
  );
}
