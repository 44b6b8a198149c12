import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { installEnterGuard } from '@/components/forms/enter-guard';
import { queryClient } from '@/lib/query-client';
import { SessionEffects } from './session-effects';
import { colorSchemeManager, cssVariablesResolver, theme } from './theme';

// Enter in a picker never submits a form, in every form of the SPA.
installEnterGuard();

export function AppProviders({ children }: { children: ReactNode }) {
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
