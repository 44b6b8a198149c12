import { Alert, Anchor, Badge, Group, Paper, Text, Title } from '@mantine/core';
import type { RateDetail } from '@freight/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatters } from '@/lib/formatting';
import { VALIDITY_COLOR } from './use-rate-columns';

/** Title, version and validity, and what an old or locked version says about editing it. */
export function RateFormHeader({ detail }: { detail: RateDetail | null }) {
  const { t } = useTranslation(['rates', 'nav']);
  return (
    <>
      <Group justify="space-between">
        <Group gap="sm">
          <Title order={1} size="h2" data-testid="screen-title">
            {detail
              ? `${t('nav:screens.pricingRates')} · ${detail.originCode} → ${detail.destinationCode}`
              : t('newTitle')}
          </Title>
          {detail && (
            <>
              <Badge variant="light" data-testid="rate-version">
                {t('versionN', { version: detail.version })}
              </Badge>
              <Badge color={VALIDITY_COLOR[detail.validity]} variant="light">
                {t(`validity.${detail.validity}`)}
              </Badge>
            </>
          )}
        </Group>
        <Anchor component={Link} to="/pricing/tarifas">
          {t('backToList')}
        </Anchor>
      </Group>
      {detail && !detail.current && (
        <Alert color="yellow" data-testid="rate-old-version">
          {t('oldVersion')}{' '}
          {detail.versions.find((x) => x.current) && (
            <Anchor component={Link} to={`/pricing/tarifas/${detail.versions.find((x) => x.current)!.id}`}>
              {t('openCurrent')}
            </Anchor>
          )}
        </Alert>
      )}
      {detail && detail.current && !detail.editable && <Alert color="gray">{t('modeNotAllowed')}</Alert>}
      {detail && detail.current && detail.editable && (detail.validity !== 'FUTURE' || detail.pricedQuotations > 0) && (
        <Text size="sm" c="dimmed" data-testid="rate-versioning-hint">
          {detail.pricedQuotations > 0
            ? t('versioningHintUsed', { count: detail.pricedQuotations })
            : t('versioningHint')}
        </Text>
      )}
    </>
  );
}

/** Every version of the rate, the shown one in bold (only when there is more than one). */
export function RateVersions({ detail }: { detail: RateDetail }) {
  const { t } = useTranslation(['rates', 'nav']);
  const f = useFormatters();
  if (detail.versions.length < 2) return null;
  return (
    <Paper withBorder p="sm" data-testid="rate-versions">
      <Text fw={600} size="sm">
        {t('versionsTitle')}
      </Text>
      {detail.versions.map((x) => (
        <Group key={x.id} gap="xs">
          <Anchor component={Link} to={`/pricing/tarifas/${x.id}`} fw={x.id === detail.id ? 700 : 400}>
            {t('versionN', { version: x.version })}
          </Anchor>
          <Text size="sm" c="dimmed">
            {f.date(x.validFrom)} – {f.date(x.validTo)} · {f.dateTime(x.createdAt)}
          </Text>
        </Group>
      ))}
    </Paper>
  );
}
