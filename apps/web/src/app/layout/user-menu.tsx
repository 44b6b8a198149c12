import { LANGUAGES } from '@freight/shared';
import { Avatar, Group, Menu, Text, UnstyledButton, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useChangeLanguage } from '@/features/account/hooks/use-change-language';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { currentLanguage } from '@/lib/i18n';
import { hasPermission, useSession } from '@/lib/session';

// The modal carries the time-zone database: load it only when first opened.
const SettingsModal = lazy(() =>
  import('@/features/account/components/settings-modal').then((m) => ({ default: m.SettingsModal })),
);

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return parts.length === 0 ? '?' : parts.slice(0, 2).map((part) => part[0].toUpperCase()).join('');
}

/** Settings, theme, language, support and logout, under the user's name. */
export function UserMenu() {
  const { t } = useTranslation('common');
  const session = useSession();
  const logout = useLogout();
  const changeLanguage = useChangeLanguage();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('dark');
  const [settingsOpened, settings] = useDisclosure(false);
  if (!session) return null;

  const name = session.claims.user_name || session.claims.user_username;
  const language = currentLanguage();

  return (
    <>
      <Menu position="bottom-end" width={240} withinPortal>
        <Menu.Target>
          <UnstyledButton aria-label={t('userMenu.open')} data-testid="user-menu">
            <Group gap="xs" wrap="nowrap">
              <Avatar color="orange" radius="xl" size="sm">
                {initials(name)}
              </Avatar>
              <Text size="sm" fw={500} visibleFrom="sm" data-testid="user-menu-name">
                {name}
              </Text>
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{session.claims.user_email || session.claims.user_username}</Menu.Label>
          <Menu.Item onClick={settings.open} data-testid="user-menu-settings">
            {t('userMenu.settings')}
          </Menu.Item>
          {hasPermission(session, 'SUPPORT_USER') && (
            <Menu.Item component={Link} to="/support" data-testid="user-menu-support">
              {t('userMenu.support')}
            </Menu.Item>
          )}
          <Menu.Item
            onClick={() => setColorScheme(scheme === 'dark' ? 'light' : 'dark')}
            data-testid="theme-toggle"
          >
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
      {settingsOpened && (
        <Suspense fallback={null}>
          <SettingsModal opened onClose={settings.close} />
        </Suspense>
      )}
    </>
  );
}
