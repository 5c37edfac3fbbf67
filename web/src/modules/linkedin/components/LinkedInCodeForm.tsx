import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { VERIFICATION_CODE_LENGTH } from '@outreach/shared/constants/account';
import {
  type TLinkedInVerifyCodeRequest,
  ZLinkedInVerifyCodeRequest,
} from '@outreach/shared/schemas/integrations';
import { useForm } from 'react-hook-form';
import type * as z from 'zod';

type Input = z.input<typeof ZLinkedInVerifyCodeRequest>;

/** The 6-digit verification code LinkedIn sent (spec 1 §4, §5). */
export function LinkedInCodeForm({
  browserId,
  email,
  submitting,
  onSubmit,
  onCancel,
}: {
  browserId: string;
  email?: string | null;
  submitting: boolean;
  onSubmit(code: string): void;
  onCancel(): void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Input, unknown, TLinkedInVerifyCodeRequest>({
    resolver: zodResolver(ZLinkedInVerifyCodeRequest),
    mode: 'onSubmit',
    defaultValues: { code: '', browserId },
  });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit((v) => onSubmit(v.code))}
      data-testid="linkedin-code-form"
      sx={{ maxWidth: 440 }}
    >
      <Typography variant="h5" component="h3" gutterBottom>
        Enter the verification code
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        LinkedIn sent a {VERIFICATION_CODE_LENGTH}-digit code{email ? ` to ${email}` : ''}. Enter it below to
        finish connecting your account.
      </Typography>
      <Stack spacing={2}>
        <TextField
          label="Verification code"
          autoFocus
          autoComplete="one-time-code"
          {...register('code')}
          error={Boolean(errors.code)}
          helperText={errors.code?.message}
          slotProps={{
            htmlInput: {
              'data-testid': 'linkedin-code',
              inputMode: 'numeric',
              maxLength: VERIFICATION_CODE_LENGTH,
            },
          }}
        />
        <Stack direction="row" spacing={1}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={submitting}
            data-testid="linkedin-code-submit"
          >
            Verify
          </Button>
          <Button onClick={onCancel} disabled={submitting} data-testid="linkedin-code-cancel">
            Start over
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
