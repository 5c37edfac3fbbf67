import Alert, { type AlertColor } from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import type { LinkedMessage } from '../authMessages.ts';

const LINK_TEXT = 'click here';

/** Shows a spec message whose 'click here' words are a link (spec 1 §8). */
export function LinkedMessageAlert({
  message,
  severity = 'error',
  testId = 'form-error',
}: {
  message: LinkedMessage;
  severity?: AlertColor;
  testId?: string;
}) {
  const at = message.linkTo ? message.text.indexOf(LINK_TEXT) : -1;
  return (
    <Alert severity={severity} data-testid={testId} role="alert" sx={{ mb: 2 }}>
      {at < 0 ? (
        message.text
      ) : (
        <>
          {message.text.slice(0, at)}
          <Link
            component={RouterLink}
            to={message.linkTo!}
            color="inherit"
            underline="always"
            sx={{ fontWeight: 600 }}
          >
            {LINK_TEXT}
          </Link>
          {message.text.slice(at + LINK_TEXT.length)}
        </>
      )}
    </Alert>
  );
}
