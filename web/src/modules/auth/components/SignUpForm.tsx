import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DEFAULT_TIMEZONE } from '@outreach/shared/constants/account';
import { ZSignUpRequest } from '@outreach/shared/schemas/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod';
import { ApiError } from '../../api/apiError.ts';
import { useSession } from '../../session/hooks/useSession.ts';
import { authApi } from '../api/authApi.ts';
import { type LinkedMessage, signUpErrorFor } from '../authMessages.ts';
import { useOAuthCodeSignIn } from '../hooks/useOAuthCodeSignIn.ts';
import { useSocialSignInError } from '../hooks/useSocialSignInError.ts';
import { readSignUpTracking } from '../signUpTracking.ts';
import { AuthFormAlerts } from './AuthFormAlerts.tsx';
import { OrDivider } from './OrDivider.tsx';
import { PasswordField } from './PasswordField.tsx';
import { SocialSignInButtons } from './SocialSignInButtons.tsx';

const ZSignUpForm = ZSignUpRequest.pick({ firstName: true, lastName: true, email: true, password: true });
type Input = z.input<typeof ZSignUpForm>;
type Output = z.output<typeof ZSignUpForm>;

function guessTimezone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIMEZONE;
  } catch {
    return DEFAULT_TIMEZONE;
  }
}

export function SignUpForm({ promoCode, trialOrigin }: { promoCode?: string; trialOrigin?: string }) {
  const { signIn } = useSession();
  const [error, setError] = useState<LinkedMessage | null>(null);
  const social = useSocialSignInError();
  const oauthBusy = useOAuthCodeSignIn(social.show);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({ resolver: zodResolver(ZSignUpForm), mode: 'onTouched' });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      const { authToken } = await authApi.signUp({
        ...values,
        ...readSignUpTracking(),
        timezone: guessTimezone(),
        promoCode,
        trialOrigin,
      });
      await signIn(authToken);
    } catch (e) {
      const status = e instanceof ApiError ? e.statusCode : 0;
      setError(signUpErrorFor(status, (e as Error).message));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} data-testid="sign-up-form">
      <AuthFormAlerts error={error} socialError={social.error} />
      <SocialSignInButtons mode="signup" onError={social.show} />
      <OrDivider />
      <Stack spacing={2}>
        <Stack direction="row" spacing={1.5}>
          <TextField
            label="First name"
            autoComplete="given-name"
            {...register('firstName')}
            error={Boolean(errors.firstName)}
            helperText={errors.firstName?.message}
            slotProps={{ htmlInput: { 'data-testid': 'first-name-input' } }}
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            {...register('lastName')}
            error={Boolean(errors.lastName)}
            helperText={errors.lastName?.message}
            slotProps={{ htmlInput: { 'data-testid': 'last-name-input' } }}
          />
        </Stack>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          {...register('email')}
          error={Boolean(errors.email)}
          helperText={errors.email?.message}
          slotProps={{ htmlInput: { 'data-testid': 'email-input' } }}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          {...register('password')}
          error={Boolean(errors.password)}
          helperText={errors.password?.message}
          slotProps={{ htmlInput: { 'data-testid': 'password-input' } }}
        />
        {promoCode && (
          <Typography variant="body2" color="text.secondary">
            Promo code <strong>{promoCode}</strong> will be applied.
          </Typography>
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={isSubmitting || oauthBusy}
          data-testid="sign-up-submit"
        >
          Sign up
        </Button>
      </Stack>
    </Box>
  );
}
