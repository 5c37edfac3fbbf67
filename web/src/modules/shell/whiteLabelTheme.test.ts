import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { theme } from '../../app/theme.ts';
import { NAV_MIN_CONTRAST, navTextColor, navTheme } from './whiteLabelTheme.ts';

const accentColor = '#e8590c';

describe('the themed top bar keeps its text readable (issue #11)', () => {
  it("keeps the company's navigation text colour while it reads on the title colour", () => {
    expect(navTextColor(theme, { titleColor: '#12263a', navigationTextColor: '#ffffff', accentColor })).toBe(
      '#ffffff',
    );
    expect(navTextColor(theme, { titleColor: '#ffffff', navigationTextColor: '#1d3557', accentColor })).toBe(
      '#1d3557',
    );
  });

  it('takes the contrast colour MUI picks for the background when the chosen one does not read', () => {
    // White on a light yellow, navy on a dark navy, the same colour on itself.
    for (const [titleColor, navigationTextColor] of [
      ['#ffe066', '#ffffff'],
      ['#0b132b', '#1c2541'],
      ['#e8590c', '#e8590c'],
    ] as const) {
      const text = navTextColor(theme, { titleColor, navigationTextColor, accentColor });
      expect(text).toBe(theme.palette.getContrastText(titleColor));
      expect(getContrastRatio(text, titleColor)).toBeGreaterThan(
        getContrastRatio(navigationTextColor, titleColor),
      );
    }
    expect(navTextColor(theme, { titleColor: '#ffe066', navigationTextColor: '#ffffff', accentColor })).toBe(
      'rgba(0, 0, 0, 0.87)',
    );
    expect(navTextColor(theme, { titleColor: '#0b132b', navigationTextColor: '#1c2541', accentColor })).toBe(
      '#fff',
    );
  });

  it('puts that colour on every item of the bar, and the title colour on the filled button', () => {
    const t = navTheme(theme, { titleColor: '#ffe066', navigationTextColor: '#ffffff', accentColor });
    expect(t.palette.background.paper).toBe('#ffe066');
    expect(t.palette.text.primary).toBe('rgba(0, 0, 0, 0.87)');
    expect(t.palette.action.active).toBe('rgba(0, 0, 0, 0.87)');
    expect(t.palette.primary.main).toBe('rgba(0, 0, 0, 0.87)');
    expect(t.palette.primary.contrastText).toBe('#ffe066');
    expect(getContrastRatio(t.palette.primary.main, t.palette.primary.contrastText)).toBeGreaterThanOrEqual(
      NAV_MIN_CONTRAST,
    );
  });
});
