import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { QuotationDetail } from '@freight/shared';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useFormatters } from '@/lib/formatting';
import { StatusBadge } from '@/components/quotation/status-badge';

/** Back to the list the user came from, else to my quotations (a link opened in a new tab has no history). */
export function BackButton() {
  const { t } = useTranslation('quotations');
  const navigate = useNavigate();
  const location = useLocation();
  const cameFromApp = location.key !== 'default';
  return (
    <Button
      variant="subtle"
      size="xs"
      onClick={() => void (cameFromApp ? navigate(-1) : navigate('/mis-cotizaciones'))}
      data-testid="quotation-back"
    >
      ← {t('detail.back')}
    </Button>
  );
}

export function DetailHeader({ quotation: q }: { quotation: QuotationDetail }) {
  const { t } = useTranslation('quotations');
  const format = useFormatters();
  return (
    <Stack gap={4}>
      <Group>
        <BackButton />
      </Group>
      <Group gap="sm" align="center">
        <Title order={1} size="h2" data-testid="screen-title">
          {q.reference}
        </Title>
        <StatusBadge status={q.status} active={q.active} size="lg" />
      </Group>
      <Text c="dimmed" size="sm">
        {t('detail.subtitle', {
          client: q.client.name,
          service: t(`services.${q.service}`),
          date: format.dateTime(q.createdAt),
        })}
      </Text>
    </Stack>
  );
}
