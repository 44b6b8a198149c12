import { createTheme, localStorageColorSchemeManager, type CSSVariablesResolver } from '@mantine/core';

/** Spec section 1: brand colour orange, dark by default. */
export const theme = createTheme({
  primaryColor: 'orange',
  primaryShade: { light: 7, dark: 6 },
  // White on the orange shades is under 3:1; auto contrast puts black text on them instead
  // (over 6:1, WCAG AA). The threshold is lowered so orange 7 (luminance 0.295) counts as light too.
  autoContrast: true,
  luminanceThreshold: 0.25,
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
});

/**
 * Mantine's dark dimmed text (#828282) and error red (#e03131) stay under 4.5:1 on the dark
 * body and cards; these lighter shades reach it on both (#242424 and #2e2e2e).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {},
  dark: {
    '--mantine-color-dimmed': '#a0a0a0',
    '--mantine-color-error': 'var(--mantine-color-red-5)',
  },
});

/** The light/dark choice is remembered on this browser. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: 'color-scheme' });
