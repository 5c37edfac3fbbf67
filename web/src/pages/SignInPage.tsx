import Link from '@mui/material/Link';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../modules/auth/components/AuthLayout.tsx';
import { ExchangeCodeSignIn } from '../modules/auth/components/ExchangeCodeSignIn.tsx';
import { SignInForm } from '../modules/auth/components/SignInForm.tsx';
import { usePublicBranding } from '../modules/whitelabel/hooks/usePublicBranding.ts';

export function SignInPage() {
  const [params] = useSearchParams();
  const exchange = params.get('exchange');
  // On a white label's domain people sign in only: white-label users cannot sign up (spec 1 §6).
  const { branding } = usePublicBranding();
  if (exchange) {
    return (
      <AuthLayout title="Signing you in">
        <ExchangeCodeSignIn code={exchange} />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title="Sign in"
      subtitle={
        !branding && (
          <>
            Don't have an account?{' '}
            <Link component={RouterLink} to="/auth/signup" sx={{ fontWeight: 600 }}>
              Sign up
            </Link>
          </>
        )
      }
    >
      <SignInForm />
    </AuthLayout>
  );
}
