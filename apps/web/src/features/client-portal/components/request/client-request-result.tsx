import type { ClientQuotationRequestResult, PortalQuotationDetail } from '@freight/shared';
import { Alert, Button, Group, List, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatters } from '@/lib/formatting';
import { laneOf, PortalTotals } from '../portal-money';
import { PortalField } from '../portal-field';
import { PortalPdfButton } from '../portal-pdf-button';
import { portalPath } from '../portal-list-screen';

/** The instant price: sell totals, validity, transit, free days, carriers' conditions, notes and the PDF. */
function InstantPrice({ q }: { q: PortalQuotationDetail }) {
  const { t } = useTranslation(['clientPortal', 'quotations']);
  const format = useFormatters();
  const days = (list: number[]) => (list.length ? list.join(', ') : '—');
  return (
    <Paper withBorder p="md" radius="md" data-testid="portal-instant-price">
      <Stack gap="sm">
        <Alert color="green" variant="light" title={t('request.priced.title')}>
          {t('request.priced.body', { reference: q.reference })}
        </Alert>
        <Text size="sm">
          {t(`quotations:services.${q.service}`)} · {laneOf(q)}
          {q.incoterm ? ` · ${q.incoterm}` : ''}
        </Text>
        <Stack gap={0} data-testid="portal-instant-total">
          <Text size="xs" c="dimmed">
            {t('columns.total')}
          </Text>
          <PortalTotals totals={q.totals} size="md" />
        </Stack>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <PortalField
            label={t('columns.validUntil')}
            value={q.validUntil ? format.date(q.validUntil) : '—'}
            testId="portal-instant-valid-until"
          />
          <PortalField
            label={t('detail.transitDays')}
            value={days(q.conditions.transitDays)}
            testId="portal-instant-transit"
          />
          <PortalField
            label={t('detail.freeDays')}
            value={days(q.conditions.freeDays)}
            testId="portal-instant-free-days"
          />
          <PortalField
            label={t('detail.carrier')}
            value={q.conditions.carriers.join(', ') || '—'}
            testId="portal-instant-carrier"
          />
        </SimpleGrid>
        {q.notes.length > 0 && (
          <List size="sm" data-testid="portal-instant-notes">
            {q.notes.map((n, i) => (
              <List.Item key={i}>{n.title ? `${n.title}: ${n.text}` : n.text}</List.Item>
            ))}
          </List>
        )}
        <Group gap="sm">
          <PortalPdfButton reference={q.reference} testId="portal-instant-pdf" />
          <Button component={Link} to={portalPath(q.reference)} data-testid="portal-instant-open">
            {t('request.priced.open')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** What the client sees once the request is sent: the instant price, or that pricing has it. */
export function ClientRequestResult({
  result,
  onAgain,
}: {
  result: ClientQuotationRequestResult;
  onAgain: () => void;
}) {
  const { t } = useTranslation('clientPortal');
  return (
    <Stack gap="md" data-testid="portal-request-result">
      {result.state === 'PRICED' && result.quotation ? (
        <InstantPrice q={result.quotation} />
      ) : (
        <Alert
          color="blue"
          variant="light"
          title={t('request.inPricing.title')}
          data-testid="portal-request-in-pricing"
        >
          {t('request.inPricing.body', { reference: result.reference })}
        </Alert>
      )}
      <Group gap="sm">
        <Button variant="default" onClick={onAgain} data-testid="portal-request-again">
          {t('request.again')}
        </Button>
        <Button component={Link} to="/client-quotation" variant="subtle" data-testid="portal-request-back">
          {t('detail.back')}
        </Button>
      </Group>
    </Stack>
  );
}
