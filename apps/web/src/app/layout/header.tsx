import { Group, ScrollArea, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MenuGroups } from './menu-groups';
import { UserMenu } from './user-menu';

export function Header() {
  const { t } = useTranslation('common');
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" data-testid="header">
      <Group gap="lg" wrap="nowrap" miw={0} style={{ flex: 1 }}>
        <UnstyledButton component={Link} to="/home" data-testid="brand">
          <Text fw={800} c="orange" size="lg" style={{ whiteSpace: 'nowrap' }}>
            {t('appName')}
          </Text>
        </UnstyledButton>
        {/* Many groups overflow a narrow header: a thin scrollbar on hover shows there is more. */}
        <ScrollArea type="hover" scrollbarSize={4} style={{ flex: 1 }}>
          <MenuGroups />
        </ScrollArea>
      </Group>
      <UserMenu />
    </Group>
  );
}
