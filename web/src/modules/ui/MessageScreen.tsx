import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A centred card with a title, a text and actions: blocked, not-found and fallback screens. */
export function MessageScreen({
  title,
  children,
  actions,
  icon,
  testId,
}: {
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  icon?: ReactNode;
  testId?: string;
}) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 10, px: 2 }} data-testid={testId}>
      <Paper variant="outlined" sx={{ p: 5, maxWidth: 560, width: '100%', textAlign: 'center' }}>
        {icon && <Box sx={{ mb: 2, color: 'primary.main', '& svg': { fontSize: 48 } }}>{icon}</Box>}
        <Typography variant="h3" component="h1" gutterBottom>
          {title}
        </Typography>
        {children && (
          <Box sx={{ color: 'text.secondary', '& p': { m: 0, mb: 1 } }}>
            {typeof children === 'string' ? <Typography>{children}</Typography> : children}
          </Box>
        )}
        {actions && <Box sx={{ mt: 3, display: 'flex', gap: 1.5, justifyContent: 'center' }}>{actions}</Box>}
      </Paper>
    </Box>
  );
}
