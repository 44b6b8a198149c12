import { Anchor, Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppConfig } from '@/lib/app-config';
import { hasPermission, useSession } from '@/lib/session';

/**
 * /third-party: the landing page for outsiders and third-party users, without the staff header
 * (spec section 1): the public notice, and the way in (sign in, or the client's quotations once signed in).
 */
export function ThirdPartyPage() {
  const { t } = useTranslation(['clientPortal', 'auth', 'common']);
  const session = useSession();
  const { data: config } = useAppConfig();
  const client = hasPermission(session, 'THIRD_PARTY_CLIENT');
  return (
    <Center mih="100vh" p="md" data-testid="third-party-landing">
      <Stack maw={560} gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('common:appName')}</Title>
          <Text c="dimmed">{t('landing.subtitle')}</Text>
        </Stack>
        <Paper withBorder p="md" radius="md" data-testid="public-notice">
          <Stack gap={6}>
            <Text fw={600} size="sm">
              {t('auth:notice.title')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('auth:notice.body')}
            </Text>
            {config?.officialWebsiteUrl && (
              <Anchor
                href={config.officialWebsiteUrl}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
                data-testid="official-website-link"
              >
                {t('auth:notice.link')}
              </Anchor>
            )}
          </Stack>
        </Paper>
        <Text size="sm">{t('landing.body')}</Text>
        {session === null ? (
          <Button component={Link} to="/login" data-testid="third-party-sign-in">
            {t('landing.signIn')}
          </Button>
        ) : (
          <Button component={Link} to={client ? '/client-quotation' : '/home'} data-testid="third-party-enter">
            {t(client ? 'landing.openQuotations' : 'landing.openHome')}
          </Button>
        )}
      </Stack>
    </Center>
  );
}
