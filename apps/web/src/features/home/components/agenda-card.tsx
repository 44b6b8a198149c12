import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '@/lib/session';
import { useAgendaCounts } from '../api/agenda-counts';
import { HomeCard } from './home-card';

/** The operative's events due today and overdue, opening the agenda. */
export function AgendaCard() {
  const { t } = useTranslation('home');
  const session = useSession();
  const isOperative = session?.permissions.includes('OPERATIVE') ?? false;
  const counts = useAgendaCounts(isOperative);
  if (!isOperative) return null;
  return (
    <HomeCard title={t('agendaCard.title')} query={counts} testId="home-agenda">
      {({ today, overdue }) => (
        <Group justify="space-between" align="center">
          <Group gap="lg">
            <Text data-testid="home-agenda-today" data-count={today}>
              {t('agendaCard.today', { count: today })}
            </Text>
            <Text
              c={overdue > 0 ? 'red' : undefined}
              fw={overdue > 0 ? 700 : undefined}
              data-testid="home-agenda-overdue"
              data-count={overdue}
            >
              {t('agendaCard.overdue', { count: overdue })}
            </Text>
          </Group>
          <Anchor component={Link} to="/operativa/general?tab=agenda" data-testid="home-agenda-open">
            {t('agendaCard.open')}
          </Anchor>
        </Group>
      )}
    </HomeCard>
  );
}
