import { resolveMicrosoftCallback } from '@outreach/shared/rules/shell';
import { Navigate, useSearchParams } from 'react-router-dom';

/** Spec 1: reads code and state; without them goes to login, else to the state's path carrying the code. */
export function MicrosoftCallbackPage() {
  const [params] = useSearchParams();
  return (
    <Navigate
      to={resolveMicrosoftCallback({ code: params.get('code'), state: params.get('state') })}
      replace
    />
  );
}
