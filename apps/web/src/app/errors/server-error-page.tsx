import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorScreen } from '@/components/error-screen';

/**
 * Plain anchors and a full reload on purpose: after a render crash (or a stale chunk
 * after a deploy) the router's own state may be what broke.
 */
export function ServerErrorPage() {
  const { t } = useTranslation('common');
  return (
    <ErrorScreen
      testId="server-error"
      code="500"
      title={t('serverError.title')}
      body={t('serverError.body')}
      actions={
        <>
          <Button variant="default" onClick={() => window.location.reload()}>
            {t('actions.reload')}
          </Button>
          <Button component="a" href="/home">
            {t('actions.goHome')}
          </Button>
        </>
      }
    />
  );
}
