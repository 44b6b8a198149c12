import { LANGUAGES } from '@freight/shared';
import {
  Avatar,
  Group,
  Menu,
  Text,
  UnstyledButton,
  useComputedColorScheme,
  useMantineColorScheme,
  VisuallyHidden,
} from '@mantine/core';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useReturnFocus } from '@/components/dialogs/use-return-focus';
import { useChangeLanguage } from '@/features/account/hooks/use-change-language';
import { useLogout } from '@/features/auth/api/use-logout';
import { currentLanguage } from '@/lib/i18n';
import { hasPermission, useSession } from '@/lib/session';

const ChangePasswordModal = lazy(() =>
  import('@/features/account/components/change-password-modal').then((m) => ({ default: m.ChangePasswordModal })),
);

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return parts.length === 0
    ? '?'
    : parts
        .slice(0, 2)
        .map((part) => part[0].toUpperCase())
        .join('');
}

/** Settings, theme, language, support and logout, under the user's name. */
export function UserMenu() {
  const { t } = useTranslation('common');
  const session = useSession();
  const logout = useLogout();
  const changeLanguage = useChangeLanguage();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('dark');
  const [changingPassword, setChangingPassword] = useState(false);
  // The modal is opened from a menu item, gone when it closes: the focus goes back to the menu's button.
  const menuButton = useRef<HTMLButtonElement>(null);
  useReturnFocus(changingPassword, menuButton);
  if (!session) return null;

  const name = session.claims.user_name || session.claims.user_username;
  const language = currentLanguage();

  return (
    <>
      {changingPassword && (
        <Suspense fallback={null}>
          <ChangePasswordModal onClose={() => setChangingPassword(false)} />
        </Suspense>
      )}
      <Menu position="bottom-end" width={240} withinPortal>
        <Menu.Target>
          {/* The visible name is part of the accessible name (WCAG 2.5.3); the purpose is added unseen. */}
          <UnstyledButton ref={menuButton} data-testid="user-menu">
            <Group gap="xs" wrap="nowrap">
              <Avatar color="orange" radius="xl" size="sm" aria-hidden>
                {initials(name)}
              </Avatar>
              <Text size="sm" fw={500} visibleFrom="sm" data-testid="user-menu-name">
                {name}
              </Text>
              <VisuallyHidden>{t('userMenu.open')}</VisuallyHidden>
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{session.claims.user_email || session.claims.user_username}</Menu.Label>
          <Menu.Item component={Link} to="/settings" data-testid="user-menu-settings">
            {t('userMenu.settings')}
          </Menu.Item>
          <Menu.Item onClick={() => setChangingPassword(true)} data-testid="user-menu-password">
            {t('userMenu.changePassword')}
          </Menu.Item>
          {hasPermission(session, 'SUPPORT_USER') && (
            <Menu.Item component={Link} to="/support" data-testid="user-menu-support">
              {t('userMenu.support')}
            </Menu.Item>
          )}
          <Menu.Item component={Link} to="/accesibilidad" data-testid="user-menu-accessibility">
            {t('nav:screens.accessibility')}
          </Menu.Item>
          <Menu.Item onClick={() => setColorScheme(scheme === 'dark' ? 'light' : 'dark')} data-testid="theme-toggle">
            {scheme === 'dark' ? t('theme.toLight') : t('theme.toDark')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Label>{t('language')}</Menu.Label>
          {LANGUAGES.map((option) => (
            <Menu.Item
              key={option}
              onClick={() => changeLanguage(option)}
              rightSection={option === language ? '✓' : null}
              aria-current={option === language ? 'true' : undefined}
              data-testid={`language-${option}`}
            >
              {t(`languages.${option}`)}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item color="red" onClick={logout} data-testid="logout">
            {t('userMenu.logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </>
  );
}
