import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import Button from '@mui/material/Button';
import { shellTexts } from '@outreach/shared/rules/shell';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { MessageScreen } from '../modules/ui/MessageScreen.tsx';

/** The generic fallback (spec 1 §2): 'Oops, something has gone wrong!'. */
export function ErrorFallbackPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <MessageScreen
      testId="app-error"
      icon={<ErrorOutlineOutlined />}
      title={shellTexts.fallbackError}
      actions={
        <Button variant="contained" onClick={() => window.location.assign('/')}>
          Reload
        </Button>
      }
    />
  );
}
