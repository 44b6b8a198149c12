import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { queryClient } from '@/lib/query-client';
import { SessionEffects } from './session-effects';
import { colorSchemeManager, cssVariablesResolver, themeWithLabels } from './theme';

// Enter in a picker never submits a form, and focusing a picker selects its text, in every form of the
// SPA. A chunk of its own, loaded as the app starts: sign-in has no picker, and its JavaScript is at
// its budget (scripts/bundle-size.mjs).
void import('@/components/pickers/install-picker-rules').then(({ installPickerRules }) => installPickerRules());

export function AppProviders({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const clearLabel = t('pickers.clear');
  const closeLabel = t('actions.close');
  const theme = useMemo(() => themeWithLabels(clearLabel, closeLabel), [clearLabel, closeLabel]);
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="dark"
      colorSchemeManager={colorSchemeManager}
      cssVariablesResolver={cssVariablesResolver}
    >
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          {/* Spec: in-app toasts top-right, closing after 5 seconds. */}
          <Notifications position="top-right" autoClose={5000} />
          <SessionEffects />
          {children}
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
