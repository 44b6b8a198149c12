import { Button, Group, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { MenuGroup } from '@/app/navigation/menu';
import { useMenu } from '@/app/navigation/use-menu';
import { useAppConfig } from '@/lib/app-config';

// Labels keep their full width; a narrow header scrolls the menu instead of cutting words.
const NO_SHRINK = { flexShrink: 0 } as const;

function isActive(group: MenuGroup, pathname: string): boolean {
  return group.items.some((item) => pathname === item.to || pathname.startsWith(`${item.to}/`));
}

/** The header's menu groups (spec sections 1 and 6); a one-screen group is a plain link. */
export function MenuGroups() {
  const { t } = useTranslation('nav');
  const menu = useMenu();
  const { pathname } = useLocation();
  // Groups depend on the enabled modules: until the config arrives the menu is still filling in.
  const { isPending: modulesPending } = useAppConfig();

  return (
    <Group
      gap={4}
      wrap="nowrap"
      component="nav"
      aria-label={t('mainMenu')}
      aria-busy={modulesPending}
      data-testid="menu-groups"
    >
      {menu.map((group) => {
        const label = t(`groups.${group.id}`);
        const variant = isActive(group, pathname) ? 'light' : 'subtle';
        if (group.items.length === 1) {
          const [item] = group.items;
          return (
            <Button
              key={group.id}
              component={Link}
              to={item.to}
              variant={variant}
              color="gray"
              style={NO_SHRINK}
              data-testid={`menu-group-${group.id}`}
            >
              {label}
            </Button>
          );
        }
        return (
          <Menu key={group.id} trigger="click-hover" openDelay={50} closeDelay={150} position="bottom-start" withinPortal>
            <Menu.Target>
              <Button variant={variant} color="gray" style={NO_SHRINK} data-testid={`menu-group-${group.id}`}>
                {label}
              </Button>
            </Menu.Target>
            <Menu.Dropdown data-testid={`menu-dropdown-${group.id}`}>
              {group.items.map((item) => (
                <Menu.Item key={item.routeId} component={Link} to={item.to} data-testid={`menu-item-${item.routeId}`}>
                  {t(`screens.${item.routeId}`)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        );
      })}
    </Group>
  );
}
