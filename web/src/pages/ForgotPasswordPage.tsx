import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ZForgotPasswordRequest } from '@outreach/shared/schemas/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import type * as z from 'zod';
import { authApi } from '../modules/auth/api/authApi.ts';
import { AuthLayout } from '../modules/auth/components/AuthLayout.tsx';

type Input = z.input<typeof ZForgotPasswordRequest>;
type Output = z.output<typeof ZForgotPasswordRequest>;

export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({ resolver: zodResolver(ZForgotPasswordRequest) });

  const onSubmit = handleSubmit(async ({ email }) => {
    setError(null);
    try {
      await authApi.forgotPassword(email);
      setSentTo(email);
    } catch (e) {
      setError((e as Error).message);
    }
  });

  return (
    <AuthLayout
      title="Forgot password"
      subtitle="Enter your email and we'll send you a link to set a new password."
    >
      {sentTo ? (
        <Alert severity="success" data-testid="forgot-password-sent">
          If an account exists for {sentTo}, a link to reset your password is on its way.
        </Alert>
      ) : (
        <Box component="form" noValidate onSubmit={onSubmit}>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              {error}
            </Alert>
          )}
          <Stack spacing={2}>
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              autoFocus
              {...register('email')}
              error={Boolean(errors.email)}
              helperText={errors.email?.message}
            />
            <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
              Send reset link
            </Button>
          </Stack>
        </Box>
      )}
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to="/auth/login">
          Back to sign in
        </Link>
      </Box>
    </AuthLayout>
  );
}
