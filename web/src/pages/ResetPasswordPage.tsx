import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { ZSetNewPasswordRequest } from '@outreach/shared/schemas/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import type * as z from 'zod';
import { authApi } from '../modules/auth/api/authApi.ts';
import { passwordUpdatedMessage } from '../modules/auth/authMessages.ts';
import { AuthLayout } from '../modules/auth/components/AuthLayout.tsx';
import { PasswordField } from '../modules/auth/components/PasswordField.tsx';
import { useToast } from '../modules/toast/hooks/useToast.ts';

type Input = z.input<typeof ZSetNewPasswordRequest>;
type Output = z.output<typeof ZSetNewPasswordRequest>;

export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({ resolver: zodResolver(ZSetNewPasswordRequest), mode: 'onTouched' });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      await authApi.setNewPassword(token, values);
      toast.show({ message: passwordUpdatedMessage, type: 'success' });
      navigate('/auth/login', { replace: true });
    } catch (e) {
      setError((e as Error).message);
    }
  });

  return (
    <AuthLayout title="Set a new password">
      <Box component="form" noValidate onSubmit={onSubmit}>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {error}
          </Alert>
        )}
        <Stack spacing={2}>
          <PasswordField
            label="New password"
            autoComplete="new-password"
            autoFocus
            {...register('password')}
            error={Boolean(errors.password)}
            helperText={errors.password?.message}
          />
          <PasswordField
            label="Confirm new password"
            autoComplete="new-password"
            {...register('passwordConfirmation')}
            error={Boolean(errors.passwordConfirmation)}
            helperText={errors.passwordConfirmation?.message}
          />
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
            Save password
          </Button>
        </Stack>
      </Box>
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to="/auth/login">
          Back to sign in
        </Link>
      </Box>
    </AuthLayout>
  );
}
