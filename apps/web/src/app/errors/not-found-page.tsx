import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorScreen } from '@/components/error-screen';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <ErrorScreen
      testId="not-found"
      code="404"
      title={t('notFound.title')}
      body={t('notFound.body')}
      actions={
        <Button component={Link} to="/home">
          {t('actions.goHome')}
        </Button>
      }
    />
  );
}
