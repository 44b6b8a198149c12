import {
  createTheme,
  localStorageColorSchemeManager,
  mergeThemeOverrides,
  Notification,
  type CSSVariablesResolver,
  type MantineThemeOverride,
} from '@mantine/core';
import { typeAheadFilter } from '@/components/pickers/type-ahead-filter';

/** Spec section 1: brand colour orange, dark by default. */
export const theme = createTheme({
  primaryColor: 'orange',
  primaryShade: { light: 7, dark: 6 },
  // White on the orange shades is under 3:1; auto contrast puts black text on them instead
  // (over 6:1, WCAG AA). The threshold is lowered so orange 7 (luminance 0.295) counts as light too.
  autoContrast: true,
  luminanceThreshold: 0.25,
  defaultRadius: 'md',
  // Users who ask their system for less motion get drawers, menus and toasts without animation.
  respectReducedMotion: true,
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
  components: {
    // A toast's message under its title is Mantine's dark-2 / gray-6, under 4.5:1 on the toast;
    // the dimmed colour below reaches it in both themes.
    Notification: Notification.extend({ styles: { description: { color: 'var(--mantine-color-dimmed)' } } }),
    // Typing in a picker highlights the best match, so Enter chooses it (issue 24: Enter never sends
    // the form; the document-level guard in components/forms cancels the submission).
    // Choosing the option already chosen keeps it: by default it emptied the field, and Enter in a
    // filled picker (focus highlights the chosen option) or on a typed text whose best match is the
    // chosen one did that (an optional field is emptied with its clear button).
    // A multi-select lists only what is not picked yet, so Enter never removes a picked item.
    // Every select takes typing (issue 36, item 3: "eur" + Enter kept USD in a short select): the
    // options that start with the text come first, so the highlighted best match is what Enter picks.
    // Focusing a select selects its text, so typing replaces the chosen label (picker-focus.ts).
    // Plain objects, not Select.extend: importing the pickers here would put them in sign-in's bundle.
    // A badge in a table cell never shrinks to an ellipsis ("ESPER…", issue 36 item 10): the cell
    // grows to the badge's label instead.
    Badge: { styles: { root: { minWidth: 'max-content' }, label: { overflow: 'visible' } } },
    Select: {
      defaultProps: {
        selectFirstOptionOnChange: true,
        allowDeselect: false,
        searchable: true,
        filter: typeAheadFilter,
      },
    },
    MultiSelect: {
      defaultProps: { selectFirstOptionOnChange: true, hidePickedOptions: true, filter: typeAheadFilter },
    },
  },
});

/**
 * The theme in the reader's language: a picker's clear button (×) is a named button reached with
 * Tab (Mantine hides it from the keyboard and from screen readers), since choosing the chosen
 * option again no longer empties an optional field; a modal's or drawer's close button (×) is named
 * too (axe's button-name, critical, in every dialog of issue 47's walk).
 */
export function themeWithLabels(clearLabel: string, closeLabel: string): MantineThemeOverride {
  // Size md: 28 px, over the 24 px a pointer target needs (WCAG 2.2 target size; sm is 22 px).
  const clearButtonProps = { 'aria-label': clearLabel, 'aria-hidden': false, tabIndex: 0, size: 'md' };
  const dialog = { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } };
  return mergeThemeOverrides(theme, {
    components: {
      Select: { defaultProps: { clearButtonProps } },
      MultiSelect: { defaultProps: { clearButtonProps } },
      TagsInput: { defaultProps: { clearButtonProps } },
      Modal: dialog,
      Drawer: dialog,
    },
  });
}

/** Orange dark enough for text on white and on the light orange tint (over 5:1 and 7:1). */
const LIGHT_ORANGE_TEXT = '#c2410c';
const LIGHT_ORANGE_ON_TINT = '#9a3412';

/**
 * The light variant's text (status badges) is each colour's shade 6, under 4.5:1 on its own tint in
 * the light theme (yellow 1.9:1, green 2.6:1, axe's walk of issue 47): these darker ones pass on the
 * tint and on a hovered row.
 */
const LIGHT_VARIANT_TEXT: Record<string, string> = {
  yellow: '#854d0e',
  green: '#166534',
  cyan: '#155e75',
  grape: '#86198f',
  indigo: '#3730a3',
  blue: '#1e40af',
  red: '#991b1b',
  gray: '#374151',
  teal: '#115e59',
  violet: '#5b21b6',
  pink: '#9d174d',
  lime: '#3f6212',
};
const lightVariantText = Object.fromEntries(
  Object.entries(LIGHT_VARIANT_TEXT).map(([color, text]) => [`--mantine-color-${color}-light-color`, text]),
);

/**
 * Mantine's dark dimmed text (#828282) and error red (#e03131) stay under 4.5:1 on the dark
 * body and cards; these lighter shades reach it on both (#242424 and #2e2e2e). In the light
 * theme the dimmed grey (#868e96), orange text and links (#f76707) and the light orange variant
 * (#d9480f) are under 4.5:1 on white; these darker ones reach it (WCAG AA, checked by axe).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    ...lightVariantText,
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-anchor': LIGHT_ORANGE_TEXT,
    '--mantine-color-orange-text': LIGHT_ORANGE_TEXT,
    '--mantine-color-orange-light-color': LIGHT_ORANGE_ON_TINT,
    // Red outline buttons (decline) read red 6 on white, 3.9:1.
    '--mantine-color-red-outline': LIGHT_VARIANT_TEXT.red,
    '--mantine-primary-color-light-color': LIGHT_ORANGE_ON_TINT,
  },
  dark: {
    '--mantine-color-dimmed': '#a0a0a0',
    '--mantine-color-error': 'var(--mantine-color-red-5)',
  },
});

/** The light/dark choice is remembered on this browser. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: 'color-scheme' });
