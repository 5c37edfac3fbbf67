import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** A number with its label (dashboard cards, campaign overview tiles); a link when `to` is given. */
export function StatTile({
  label,
  value,
  hint,
  to,
  testId,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  to?: string;
  testId?: string;
}) {
  const content = (
    <CardContent>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {label}
      </Typography>
      <Typography variant="h2" component="p" data-testid={testId ? `${testId}-value` : undefined}>
        {value}
      </Typography>
      {hint && (
        <Typography variant="caption" color="text.secondary">
          {hint}
        </Typography>
      )}
    </CardContent>
  );
  return (
    <Card data-testid={testId} sx={{ height: '100%' }}>
      {to ? (
        <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
}
