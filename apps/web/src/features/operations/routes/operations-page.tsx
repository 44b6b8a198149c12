import { Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { Agenda } from '../components/agenda';
import { OperationDetailScreen } from '../components/operation-detail';
import { OperationList } from '../components/operation-list';

/** /operativa/general: the list and the agenda; with {reference}, one operation's detail. */
export function OperationsPage() {
  const { t } = useTranslation(['operations', 'nav']);
  const { reference } = useParams();
  const [search, setSearch] = useSearchParams();
  if (reference) return <OperationDetailScreen key={reference} reference={reference} />;
  const tab = search.get('tab') === 'agenda' ? 'agenda' : 'list';
  return (
    <Stack gap="md" data-testid="operations-screen">
      <Title order={1} size="h2" data-testid="screen-title">
        {t('nav:screens.operationsGeneral')}
      </Title>
      <Tabs
        value={tab}
        onChange={(v) => setSearch(v === 'agenda' ? { tab: 'agenda' } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="list" data-testid="operations-tab-list">
            {t('tabs.list')}
          </Tabs.Tab>
          <Tabs.Tab value="agenda" data-testid="operations-tab-agenda">
            {t('tabs.agenda')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="list" pt="md">
          <OperationList />
        </Tabs.Panel>
        <Tabs.Panel value="agenda" pt="md">
          <Agenda />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
