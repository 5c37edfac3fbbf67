import Link from '@mui/material/Link';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../modules/auth/components/AuthLayout.tsx';
import { ExchangeCodeSignIn } from '../modules/auth/components/ExchangeCodeSignIn.tsx';
import { SignInForm } from '../modules/auth/components/SignInForm.tsx';

export function SignInPage() {
  const [params] = useSearchParams();
  const exchange = params.get('exchange');
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
        <>
          Don't have an account?{' '}
          <Link component={RouterLink} to="/auth/signup" sx={{ fontWeight: 600 }}>
            Sign up
          </Link>
        </>
      }
    >
      <SignInForm />
    </AuthLayout>
  );
}
