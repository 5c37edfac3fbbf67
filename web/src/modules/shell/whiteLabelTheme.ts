import { alpha, createTheme, type Theme } from '@mui/material/styles';
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

/**
 * The top navigation's theme: the title colour as its background and the navigation text colour for
 * its items (the nav reads `background.paper` and `text.primary`; the active item takes the accent).
 */
export function navTheme(outer: Theme, t: TWhiteLabelTheme): Theme {
  return createTheme(outer, {
    palette: {
      background: { paper: t.titleColor },
      text: { primary: t.navigationTextColor, secondary: alpha(t.navigationTextColor, 0.75) },
      primary: { main: t.navigationTextColor, light: alpha(t.navigationTextColor, 0.16) },
      action: { hover: alpha(t.navigationTextColor, 0.1), active: t.navigationTextColor },
      divider: alpha(t.navigationTextColor, 0.2),
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
