import { createTheme, localStorageColorSchemeManager } from '@mantine/core';

/** Spec section 1: brand colour orange, dark by default. */
export const theme = createTheme({
  primaryColor: 'orange',
  primaryShade: { light: 7, dark: 6 },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
});

/** The light/dark choice is remembered on this browser. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: 'color-scheme' });
