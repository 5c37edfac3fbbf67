import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router-dom';
import { PageHeader } from './PageHeader.tsx';

/** What a registered route shows until its issue replaces it with the real page. */
export function NotBuiltYet({ title }: { title: string }) {
  const { pathname } = useLocation();
  return (
    <Box data-testid="not-built-yet">
      <PageHeader title={title} />
      <Paper variant="outlined" sx={{ p: 6, textAlign: 'center', borderStyle: 'dashed' }}>
        <ConstructionOutlined sx={{ fontSize: 44, color: 'primary.main', mb: 1 }} />
        <Typography variant="h5" component="p" gutterBottom>
          This page is not built yet
        </Typography>
        <Typography color="text.secondary">
          {title} ({pathname}) is on its way. Use the navigation above to reach the other areas.
        </Typography>
      </Paper>
    </Box>
  );
}
