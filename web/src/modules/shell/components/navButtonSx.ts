import type { SxProps, Theme } from '@mui/material/styles';

export function navButtonSx(active: boolean): SxProps<Theme> {
  return {
    height: 32,
    px: 1.25,
    fontWeight: 600,
    fontSize: 14,
    color: active ? 'primary.main' : 'text.primary',
    bgcolor: active ? 'primary.light' : 'transparent',
    '&:hover': { bgcolor: active ? 'primary.light' : 'action.hover' },
    whiteSpace: 'nowrap',
  };
}
