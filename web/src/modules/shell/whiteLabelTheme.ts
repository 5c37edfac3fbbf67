import { alpha, createTheme, getContrastRatio, type Theme } from '@mui/material/styles';
import type { TWhiteLabelTheme } from '@outreach/shared/schemas/whitelabels';

/** The product theme with a white label's accent colour as the primary colour (buttons, links, tabs). */
export function brandedTheme(outer: Theme, t: TWhiteLabelTheme): Theme {
  const main = t.accentColor;
  return createTheme(outer, {
    palette: {
      primary: {
        main,
        dark: outer.palette.augmentColor({ color: { main } }).dark,
        light: alpha(main, 0.14),
        contrastText: outer.palette.getContrastText(main),
      },
    },
  });
}

/** WCAG AA's minimum contrast for normal text: what the top bar's items keep against its colour. */
export const NAV_MIN_CONTRAST = 4.5;

/**
 * The colour of the top bar's text and icons on the white label's title colour: the company's
 * navigation text colour while it reads at `NAV_MIN_CONTRAST` or better on that background, otherwise
 * the contrast colour MUI's palette picks for the background (`getContrastText`: white or near-black).
 *
 * @example
 * navTextColor(theme, { titleColor: '#12263a', navigationTextColor: '#ffffff', accentColor: '#e8590c' }) // '#ffffff'
 * navTextColor(theme, { titleColor: '#ffe066', navigationTextColor: '#ffffff', accentColor: '#e8590c' }) // 'rgba(0, 0, 0, 0.87)'
 */
export function navTextColor(outer: Theme, t: TWhiteLabelTheme): string {
  return getContrastRatio(t.navigationTextColor, t.titleColor) >= NAV_MIN_CONTRAST
    ? t.navigationTextColor
    : outer.palette.getContrastText(t.titleColor);
}

/**
 * The top navigation's theme: the title colour as its background and a readable text colour for its
 * items (`navTextColor`; the nav reads `background.paper` and `text.primary`, the active item and the
 * 'Create Campaign' button take that colour with its own contrast text).
 */
export function navTheme(outer: Theme, t: TWhiteLabelTheme): Theme {
  const text = navTextColor(outer, t);
  return createTheme(outer, {
    palette: {
      background: { paper: t.titleColor },
      text: { primary: text, secondary: alpha(text, 0.75) },
      primary: {
        main: text,
        light: alpha(text, 0.16),
        dark: outer.palette.augmentColor({ color: { main: text } }).dark,
        contrastText: t.titleColor,
      },
      action: { hover: alpha(text, 0.1), active: text },
      divider: alpha(text, 0.2),
    },
    components: {
      // Dropdowns opened from the nav keep the page's light surfaces.
      MuiPopover: {
        defaultProps: {
          slotProps: {
            paper: { sx: { bgcolor: outer.palette.background.paper, color: outer.palette.text.primary } },
          },
        },
      },
    },
  });
}
