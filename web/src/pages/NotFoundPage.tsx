import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { MessageScreen } from '../modules/ui/MessageScreen.tsx';

export function NotFoundPage() {
  return (
    <MessageScreen
      testId="not-found"
      icon={<SearchOffOutlined />}
      title="Page not found"
      actions={
        <Button component={RouterLink} to="/dashboard" variant="contained">
          Go to dashboard
        </Button>
      }
    >
      The page you are looking for does not exist or has moved.
    </MessageScreen>
  );
}
