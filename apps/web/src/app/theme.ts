import {
  CloseButton,
  createTheme,
  DEFAULT_THEME,
  type CloseButtonProps,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';
import { messages } from '@guru/shared';

const systemFonts =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/** Mantine's palette with some shades replaced (index → colour). */
function withShades(tuple: MantineColorsTuple, shades: Record<number, string>): MantineColorsTuple {
  return tuple.map((colour, index) => shades[index] ?? colour) as unknown as MantineColorsTuple;
}

// Every text colour meets WCAG AA (4.5:1) on the backgrounds it is shown on (checked by axe in the browser
// tests): filled and text colours use shade 8 (white on red 8 is 4.5:1, indigo 8 on white 5.7:1); "dimmed"
// (gray 6) is darkened to 5:1 on gray 0; teal and orange 8/9 are darkened so that filled buttons and the light
// badges (shade 9 on shade 1) pass.
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 8, dark: 5 },
  colors: {
    gray: withShades(DEFAULT_THEME.colors.gray, { 6: '#666d75' }),
    teal: withShades(DEFAULT_THEME.colors.teal, { 8: '#087f5b', 9: '#066b4f' }),
    orange: withShades(DEFAULT_THEME.colors.orange, { 8: '#b8400f', 9: '#a93c0d' }),
  },
  defaultRadius: 'md',
  fontFamily: systemFonts,
  headings: { fontFamily: systemFonts, fontWeight: '650' },
  cursorType: 'pointer',
  components: {
    // The × of every modal and notification is a button with a name.
    CloseButton: CloseButton.extend({
      defaultProps: { 'aria-label': messages.closeLabel } as Partial<CloseButtonProps>,
    }),
  },
});

/** Placeholders (gray 5 by default, 2:1 on white) in the darkened gray 6. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-placeholder': 'var(--mantine-color-gray-6)' },
  dark: {},
});
