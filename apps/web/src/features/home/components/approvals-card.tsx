import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '@/lib/session';
import { useAwaitingApprovalCount } from '../api/awaiting-approval-count';
import { HomeCard } from './home-card';

/** The manager's count of quotations awaiting their margin approval, opening the filtered manager view. */
export function ApprovalsCard() {
  const { t } = useTranslation('home');
  const session = useSession();
  const isManager = session?.permissions.includes('COMMERCIAL_MANAGER') ?? false;
  const count = useAwaitingApprovalCount(isManager);
  if (!isManager) return null;
  return (
    <HomeCard title={t('approvalsCard.title')} query={count} testId="home-approvals">
      {({ count: n }) => (
        <Group justify="space-between" align="center">
          <Text data-testid="home-approvals-count" data-count={n}>
            {n > 0 ? t('approvalsCard.count', { count: n }) : t('approvalsCard.none')}
          </Text>
          {n > 0 && (
            <Anchor
              component={Link}
              to="/cotizaciones-gerente"
              state={{ awaitingApproval: true }}
              data-testid="home-approvals-open"
            >
              {t('approvalsCard.open')}
            </Anchor>
          )}
        </Group>
      )}
    </HomeCard>
  );
}
