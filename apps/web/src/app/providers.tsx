import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { installEnterGuard } from '@/components/forms/enter-guard';
import { installPickerFocus } from '@/components/pickers/picker-focus';
import { queryClient } from '@/lib/query-client';
import { SessionEffects } from './session-effects';
import { colorSchemeManager, cssVariablesResolver, themeWithLabels } from './theme';

// Enter in a picker never submits a form, in every form of the SPA.
installEnterGuard();
// Focusing a picker selects its text; leaving one that put its value back over typed text says so.
installPickerFocus();

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
