import { Alert, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteHandle } from '@/app/router/route-handle';

/** Stand-in for screens that later issues build: the screen's title and a short notice. */
export function PlaceholderScreen() {
  const { t } = useTranslation(['nav', 'common']);
  const handle = useRouteHandle();
  return (
    <Stack gap="md" data-testid="placeholder-screen">
      {handle && (
        <Title order={1} size="h2" data-testid="screen-title">
          {t(`nav:screens.${handle.routeId}`)}
        </Title>
      )}
      <Alert variant="light" color="orange">
        {t('common:placeholder.body')}
      </Alert>
    </Stack>
  );
}
