import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ZSignInRequest } from '@outreach/shared/schemas/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import type * as z from 'zod';
import { ApiError } from '../../api/apiError.ts';
import { useSession } from '../../session/hooks/useSession.ts';
import { lazyZodResolver } from '../../ui/lazyZodResolver.ts';
import { authApi } from '../api/authApi.ts';
import { type LinkedMessage, signInErrorFor } from '../authMessages.ts';
import { useOAuthCodeSignIn } from '../hooks/useOAuthCodeSignIn.ts';
import { useSocialSignInError } from '../hooks/useSocialSignInError.ts';
import { AuthFormAlerts } from './AuthFormAlerts.tsx';
import { OrDivider } from './OrDivider.tsx';
import { PasswordField } from './PasswordField.tsx';
import { SocialSignInButtons } from './SocialSignInButtons.tsx';

type Input = z.input<typeof ZSignInRequest>;
type Output = z.output<typeof ZSignInRequest>;

// The sign-in page paints without zod: the schema loads with the first keystroke (issue #7 §8).
const validation = lazyZodResolver(() =>
  import('@outreach/shared/schemas/auth').then((m) => m.ZSignInRequest),
);

export function SignInForm() {
  const { signIn } = useSession();
  const [error, setError] = useState<LinkedMessage | null>(null);
  const social = useSocialSignInError();
  const oauthBusy = useOAuthCodeSignIn(social.show);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({ resolver: validation.resolver, mode: 'onTouched' });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      const { authToken } = await authApi.signIn(values);
      await signIn(authToken);
    } catch (e) {
      const status = e instanceof ApiError ? e.statusCode : 0;
      setError(signInErrorFor(status, (e as Error).message));
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      onInput={validation.preload}
      data-testid="sign-in-form"
    >
      <AuthFormAlerts error={error} socialError={social.error} />
      <Stack spacing={2}>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          autoFocus
          {...register('email')}
          error={Boolean(errors.email)}
          helperText={errors.email?.message}
          slotProps={{ htmlInput: { 'data-testid': 'email-input' } }}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          {...register('password')}
          error={Boolean(errors.password)}
          helperText={errors.password?.message}
          slotProps={{ htmlInput: { 'data-testid': 'password-input' } }}
        />
        <Box sx={{ textAlign: 'right', mt: '4px !important' }}>
          <Link component={RouterLink} to="/auth/forgotPassword" variant="body2">
            Forgot password?
          </Link>
        </Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={isSubmitting || oauthBusy}
          data-testid="sign-in-submit"
        >
          Sign in
        </Button>
      </Stack>
      <OrDivider />
      <SocialSignInButtons mode="signin" onError={social.show} />
    </Box>
  );
}
