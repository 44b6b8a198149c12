import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '@/lib/app-config';

/** Spec section 1: the site is an internal tool; outsiders are pointed to the official website. */
export function PublicNotice() {
  const { t } = useTranslation('auth');
  const { data: config } = useAppConfig();
  return (
    <Paper withBorder p="md" radius="md" data-testid="public-notice">
      <Stack gap={6}>
        <Text fw={600} size="sm">
          {t('notice.title')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('notice.body')}
        </Text>
        {config?.officialWebsiteUrl && (
          <Anchor
            href={config.officialWebsiteUrl}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            data-testid="official-website-link"
          >
            {t('notice.link')}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
