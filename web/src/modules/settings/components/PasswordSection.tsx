import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ZChangePasswordRequest, ZSetCredentialsRequest } from '@outreach/shared/schemas/auth';
import { useForm } from 'react-hook-form';
import type * as z from 'zod';
import { ApiError } from '../../api/apiError.ts';
import { currentPasswordWrongMessage, passwordUpdatedMessage } from '../../auth/authMessages.ts';
import { PasswordField } from '../../auth/components/PasswordField.tsx';
import type { Profile } from '../../session/types.ts';
import { useToast } from '../../toast/hooks/useToast.ts';
import { profileApi } from '../api/profileApi.ts';
import { SettingsSection } from './SettingsSection.tsx';

/**
 * The profile's password card: change it with the current one (spec 1 §7 `POST /users/change-password`),
 * or, for an account made with Google or Microsoft, set a first one (`PATCH /users/set-credentials`)
 * so its owner can also sign in with email and password.
 */
export function PasswordSection({ profile, onSaved }: { profile: Profile; onSaved(p: Profile): void }) {
  return (
    <SettingsSection title="Password">
      {profile.havePassword === false ? (
        <SetPasswordForm onSet={() => onSaved({ ...profile, havePassword: true })} />
      ) : (
        <ChangePasswordForm />
      )}
    </SettingsSection>
  );
}

type ChangeInput = z.input<typeof ZChangePasswordRequest>;

function ChangePasswordForm() {
  const toast = useToast();
  const { register, handleSubmit, formState, reset, setError } = useForm<ChangeInput>({
    resolver: zodResolver(ZChangePasswordRequest),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const save = handleSubmit(async (v) => {
    try {
      await profileApi.changePassword(v);
      reset();
      toast.show({ message: passwordUpdatedMessage, type: 'success' });
    } catch (e) {
      if (e instanceof ApiError && e.message === 'Current password invalid') {
        setError('currentPassword', { message: currentPasswordWrongMessage });
      } else toast.showError(e);
    }
  });
  return (
    <Box component="form" noValidate onSubmit={save} data-testid="change-password-form">
      <Stack spacing={2}>
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          {...register('currentPassword')}
          error={Boolean(formState.errors.currentPassword)}
          helperText={formState.errors.currentPassword?.message}
        />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          {...register('newPassword')}
          error={Boolean(formState.errors.newPassword)}
          helperText={formState.errors.newPassword?.message}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            Change password
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

type SetInput = z.input<typeof ZSetCredentialsRequest>;

function SetPasswordForm({ onSet }: { onSet(): void }) {
  const toast = useToast();
  const { register, handleSubmit, formState } = useForm<SetInput>({
    resolver: zodResolver(ZSetCredentialsRequest),
    defaultValues: { password: '', passwordConfirmation: '' },
  });
  const save = handleSubmit(async (v) => {
    try {
      const r = await profileApi.setCredentials(v);
      toast.show({ message: r.message, type: 'success' });
      onSet();
    } catch (e) {
      toast.showError(e);
    }
  });
  return (
    <Box component="form" noValidate onSubmit={save} data-testid="set-password-form">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        You sign in with Google or Microsoft. Set a password to also sign in with your email.
      </Typography>
      <Stack spacing={2}>
        <PasswordField
          label="Password"
          autoComplete="new-password"
          {...register('password')}
          error={Boolean(formState.errors.password)}
          helperText={formState.errors.password?.message}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          {...register('passwordConfirmation')}
          error={Boolean(formState.errors.passwordConfirmation)}
          helperText={formState.errors.passwordConfirmation?.message}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            Set password
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
