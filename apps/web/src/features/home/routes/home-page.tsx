import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session';
import { AccessDeniedNotice } from '../components/access-denied-notice';
import { NewQuotationAction } from '../components/new-quotation-action';
import { AgendaCard } from '../components/agenda-card';
import { ApprovalsCard } from '../components/approvals-card';

/** `entryPoints`: the shell's menu as cards, which the shell passes in (features do not import app/). */
export function HomePage({ entryPoints }: { entryPoints: ReactNode }) {
  const { t } = useTranslation('home');
  const session = useSession();
  // The token carries the name, so the greeting never waits for a request.
  const name = session?.claims.user_name ?? '';
  return (
    <Stack gap="xl">
      <AccessDeniedNotice />
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Title order={1} data-testid="home-greeting">
            {t('greeting', { name })}
          </Title>
          <Text c="dimmed">{t('intro')}</Text>
        </Stack>
        <NewQuotationAction />
      </Group>
      <ApprovalsCard />
      <AgendaCard />
      {entryPoints}
    </Stack>
  );
}
