import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  type TTwitterVerifyLoginRequest,
  X_PIN_LENGTH,
  ZTwitterVerifyLoginRequest,
} from '@outreach/shared/schemas/twitter';
import { useForm } from 'react-hook-form';
import type * as z from 'zod';

type Input = z.input<typeof ZTwitterVerifyLoginRequest>;

/** The PIN X shows after the user authorised the app (spec 1 §4, §5: 7 digits), and Validate. */
export function XPinForm({ submitting, onSubmit }: { submitting: boolean; onSubmit(pin: string): void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Input, unknown, TTwitterVerifyLoginRequest>({
    resolver: zodResolver(ZTwitterVerifyLoginRequest),
    mode: 'onSubmit',
    defaultValues: { pin: '' },
  });
  return (
    <Box component="form" noValidate onSubmit={handleSubmit((v) => onSubmit(v.pin))} data-testid="x-pin-form">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label="Pin"
          size="small"
          autoComplete="one-time-code"
          {...register('pin')}
          error={Boolean(errors.pin)}
          helperText={errors.pin?.message}
          slotProps={{ htmlInput: { 'data-testid': 'x-pin', inputMode: 'numeric', maxLength: X_PIN_LENGTH } }}
        />
        <Button type="submit" variant="contained" disabled={submitting} data-testid="x-pin-validate">
          Validate
        </Button>
      </Stack>
    </Box>
  );
}
