import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '@/lib/session';

// The sections of the statement, in reading order (each has a title and a body in the namespace).
const SECTIONS = ['status', 'measures', 'limitations', 'feedback'] as const;
const MEASURES = ['axe', 'keyboard', 'contrast', 'reflow', 'motion'] as const;

/** /accesibilidad (issue 47): what conforms to WCAG 2.2 AA, what does not yet, and how to report a problem. */
export function AccessibilityStatementPage() {
  const { t } = useTranslation(['accessibility', 'nav']);
  const signedIn = useSession() !== null;
  return (
    <Container size="sm" py="xl" data-testid="accessibility-statement">
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('nav:screens.accessibility')}
        </Title>
        <Text>{t('intro')}</Text>
        {SECTIONS.map((section) => (
          <Stack gap="xs" key={section} data-testid={`accessibility-${section}`}>
            <Title order={2} size="h4">
              {t(`${section}.title`)}
            </Title>
            <Text>{t(`${section}.body`)}</Text>
            {section === 'measures' && (
              <List spacing={4}>
                {MEASURES.map((measure) => (
                  <List.Item key={measure}>{t(`measures.items.${measure}`)}</List.Item>
                ))}
              </List>
            )}
          </Stack>
        ))}
        <Text size="sm" c="dimmed">
          {t('updated')}
        </Text>
        <Anchor component={Link} to={signedIn ? '/home' : '/login'} data-testid="accessibility-back">
          {t(signedIn ? 'backHome' : 'backToSignIn')}
        </Anchor>
      </Stack>
    </Container>
  );
}
