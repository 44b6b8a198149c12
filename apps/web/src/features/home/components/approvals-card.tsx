import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '@/lib/session';
import { useAwaitingApprovalCount } from '../api/awaiting-approval-count';

/** The manager's count of quotations awaiting their margin approval, opening the filtered manager view. */
export function ApprovalsCard() {
  const { t } = useTranslation('home');
  const session = useSession();
  const isManager = session?.permissions.includes('COMMERCIAL_MANAGER') ?? false;
  const count = useAwaitingApprovalCount(isManager);
  if (!isManager || !count.data) return null;
  const n = count.data.count;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="home-approvals">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('approvalsCard.title')}
        </Title>
        <Group justify="space-between" align="center">
          <Text data-testid="home-approvals-count" data-count={n}>
            {n > 0 ? t('approvalsCard.count', { count: n }) : t('approvalsCard.none')}
          </Text>
          {n > 0 && (
            <Anchor component={Link} to="/cotizaciones-gerente" state={{ awaitingApproval: true }} data-testid="home-approvals-open">
              {t('approvalsCard.open')}
            </Anchor>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
