import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { dashboardStatCards } from '../dashboardTabs.ts';

/** The six stats cards; the numbers come with the dashboard issue. */
export function StatCardsPlaceholder() {
  return (
    <Grid container spacing={2} data-testid="dashboard-stat-cards">
      {dashboardStatCards.map((c) => (
        <Grid key={c.label} size={2}>
          <Card>
            <CardActionArea component={RouterLink} to={`/campaign/activity?action=${c.action}`}>
              <CardContent>
                <Typography variant="body2" color="text.secondary" gutterBottom>
                  {c.label}
                </Typography>
                <Typography variant="h2" component="p" color="text.disabled">
                  —
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
