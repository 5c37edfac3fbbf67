import { resolveMicrosoftCallback } from '@outreach/shared/rules/shell';
import { Navigate, useSearchParams } from 'react-router-dom';

/**
 * Google returns here with ?code&state. Like /microsoft/callback, the state is the form's path
 * (/auth/login?provider=google or /auth/signup?provider=google&mode=signup); that form posts the code.
 */
export function GoogleCallbackPage() {
  const [params] = useSearchParams();
  return (
    <Navigate
      to={resolveMicrosoftCallback({ code: params.get('code'), state: params.get('state') })}
      replace
    />
  );
}
