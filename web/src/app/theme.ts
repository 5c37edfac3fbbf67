import { createTheme } from '@mui/material/styles';
import { DROPDOWN_MAX_HEIGHT_PX } from '@outreach/shared/constants/account';

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#3B5BDB', dark: '#2F4AB8', light: '#E7ECFF', contrastText: '#FFFFFF' },
    secondary: { main: '#0CA678' },
    error: { main: '#E03131' },
    warning: { main: '#F08C00' },
    info: { main: '#1C7ED6' },
    success: { main: '#2F9E44' },
    background: { default: '#F6F7FB', paper: '#FFFFFF' },
    text: { primary: '#1B1F2A', secondary: '#5C6275' },
    divider: '#E4E7EF',
  },
  shape: { borderRadius: 8 },
  typography: {
    // The platform's own UI font: no web font to download before text settles (issue #7 §8).
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
    fontSize: 14,
    h1: { fontSize: '2rem', fontWeight: 700 },
    h2: { fontSize: '1.6rem', fontWeight: 700 },
    h3: { fontSize: '1.35rem', fontWeight: 650 },
    h4: { fontSize: '1.2rem', fontWeight: 650 },
    h5: { fontSize: '1.05rem', fontWeight: 600 },
    h6: { fontSize: '0.95rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 12 } } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiTooltip: { defaultProps: { arrow: true } },
    MuiMenu: { styleOverrides: { paper: { maxHeight: DROPDOWN_MAX_HEIGHT_PX } } },
  },
});
