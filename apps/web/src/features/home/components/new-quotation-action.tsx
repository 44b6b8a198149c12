import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEnabledModules } from '@/lib/app-config';
import { hasPermission, useSession } from '@/lib/session';

/** Commercials start a quotation request from home: the request form on /mis-cotizaciones (issue 24, item 14). */
export function NewQuotationAction() {
  const { t } = useTranslation('home');
  const session = useSession();
  const modules = useEnabledModules();
  if (!hasPermission(session, 'CREATE_QUOTATION') || !hasPermission(session, 'COMMERCIAL')) return null;
  if (!modules.includes('quotations')) return null;
  return (
    <Button component={Link} to="/mis-cotizaciones?new=1" size="md" data-testid="home-new-quotation">
      {t('newQuotation')}
    </Button>
  );
}
