import Alert from '@mui/material/Alert';
import type { LinkedMessage } from '../authMessages.ts';
import { LinkedMessageAlert } from './LinkedMessageAlert.tsx';

/** The top of the sign-in and sign-up forms: the server's answer and a Google/Microsoft sign-in error. */
export function AuthFormAlerts({
  error,
  socialError,
}: {
  error: LinkedMessage | null;
  socialError: string | null;
}) {
  return (
    <>
      {error && <LinkedMessageAlert message={error} />}
      {socialError && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="social-error">
          {socialError}
        </Alert>
      )}
    </>
  );
}
