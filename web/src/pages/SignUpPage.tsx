import Link from '@mui/material/Link';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { AuthLayout } from '../modules/auth/components/AuthLayout.tsx';
import { SignUpForm } from '../modules/auth/components/SignUpForm.tsx';

export function SignUpPage() {
  const { promoCode } = useParams();
  const { pathname } = useLocation();
  // /auth/signupx is the alternative sign-up entry; we record it as the trial origin.
  const trialOrigin = pathname.startsWith('/auth/signupx') ? 'signupx' : undefined;
  return (
    <AuthLayout
      title="Create your account"
      subtitle={
        <>
          Already have an account?{' '}
          <Link component={RouterLink} to="/auth/login" sx={{ fontWeight: 600 }}>
            Sign in
          </Link>
        </>
      }
    >
      <SignUpForm promoCode={promoCode} trialOrigin={trialOrigin} />
    </AuthLayout>
  );
}
