import { Anchor, Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isPlaceholderScreen } from '@/app/router/screens';
import { useEnabledModules } from '@/lib/app-config';
import { useSession } from '@/lib/session';
import { homeExtraGroups } from './menu';
import { useMenu } from './use-menu';

/**
 * Home's cards: one per menu group the user may use, linking to its built screens (no card of
 * placeholders), then the user's own entry points outside the menu (support staff's desk).
 */
export function EntryPoints() {
  const { t } = useTranslation(['nav', 'home']);
  const session = useSession();
  const modules = useEnabledModules();
  const menu = useMenu()
    .map((group) => ({ ...group, items: group.items.filter((item) => !isPlaceholderScreen(item.routeId)) }))
    .filter((group) => group.items.length > 0);
  const extras = session ? homeExtraGroups(modules, session.permissions) : [];
  if (menu.length === 0 && extras.length === 0) {
    return (
      <Text c="dimmed" data-testid="home-no-entries">
        {t('home:noEntries')}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" data-testid="home-entry-points">
      {menu.map((group) => (
        <Card key={group.id} withBorder radius="md" padding="lg" data-testid={`home-group-${group.id}`}>
          <Stack gap="sm">
            {/* h2 under the page's h1 keeps the outline in order; sized as before. */}
            <Title order={2} size="h4">
              <ThemeIcon size="xs" radius="xl" color="orange" mr="xs" component="span" />
              {t(`nav:groups.${group.id}`)}
            </Title>
            {group.items.map((item) => (
              <Anchor key={item.routeId} component={Link} to={item.to} data-testid={`home-link-${item.routeId}`}>
                {t(`nav:screens.${item.routeId}`)}
              </Anchor>
            ))}
          </Stack>
        </Card>
      ))}
      {extras.map((group) => (
        <Card key={group.id} withBorder radius="md" padding="lg" data-testid={`home-group-${group.id}`}>
          <Stack gap="sm">
            <Title order={2} size="h4">
              <ThemeIcon size="xs" radius="xl" color="orange" mr="xs" component="span" />
              {t(`home:extraGroups.${group.id}`)}
            </Title>
            {group.items.map((item) => (
              <Anchor key={item.id} component={Link} to={item.to} data-testid={`home-link-${item.id}`}>
                {t(`home:extraEntries.${item.id}`)}
              </Anchor>
            ))}
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
