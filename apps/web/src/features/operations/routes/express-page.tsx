import { Stack, Title } from '@mantine/core';
import type { ExpressView } from '@freight/shared';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { OperationDetailScreen } from '../components/operation-detail';
import { OperationList } from '../components/operation-list';

const SCREEN: Record<ExpressView, string> = {
  all: 'expressOperations',
  'in-progress': 'expressInProgress',
  finished: 'expressFinished',
};

/** /operativa/express[/en-proceso|/finalizadas]: express shipments by status group; `?envio=` opens one. */
function ExpressPage({ view }: { view: ExpressView }) {
  const { t } = useTranslation(['operations', 'nav']);
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const reference = search.get('envio');
  if (reference)
    return <OperationDetailScreen key={reference} reference={reference} kind="EXPRESS" backTo={pathname} />;
  return (
    <Stack gap="md" data-testid="express-screen">
      <Title order={1} size="h2" data-testid="screen-title">
        {t(`nav:screens.${SCREEN[view]}`)}
      </Title>
      <OperationList express={view} linkTo={(ref) => `${pathname}?envio=${encodeURIComponent(ref)}`} />
    </Stack>
  );
}

export const ExpressAllPage = () => <ExpressPage view="all" />;
export const ExpressInProgressPage = () => <ExpressPage view="in-progress" />;
export const ExpressFinishedPage = () => <ExpressPage view="finished" />;
