import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { COUNTRY_LOCKED_MESSAGE } from '@outreach/shared/rules/linkedin-bot';
import {
  linkedInMessages,
  type TLinkedInCredentials,
  ZLinkedInCredentials,
} from '@outreach/shared/schemas/integrations';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod';
import { PasswordField } from '../../auth/components/PasswordField.tsx';
import { linkedInCountries } from '../countries.ts';

type Input = z.input<typeof ZLinkedInCredentials>;

export interface LinkedInCredentialsFormProps {
  defaultEmail?: string | null;
  defaultCountry?: string | null;
  /** Country cannot be changed while LinkedIn is active (spec 1 §4). */
  countryLocked: boolean;
  submitting: boolean;
  submitLabel?: string;
  onSubmit(values: TLinkedInCredentials): void;
  onCancel?: () => void;
}

/** The browser's region as the default country, when it is one we offer. */
function browserCountry(codes: Set<string>): string {
  const region = (navigator.language.split('-')[1] ?? '').toUpperCase();
  return codes.has(region) ? region : '';
}

/** Country, email and password (spec 1 §5): Connect stays disabled until the form is valid. */
export function LinkedInCredentialsForm({
  defaultEmail,
  defaultCountry,
  countryLocked,
  submitting,
  submitLabel = 'Connect',
  onSubmit,
  onCancel,
}: LinkedInCredentialsFormProps) {
  const countries = useMemo(() => linkedInCountries(), []);
  const codes = useMemo(() => new Set(countries.map((c) => c.code)), [countries]);
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, touchedFields },
  } = useForm<Input, unknown, TLinkedInCredentials>({
    resolver: zodResolver(ZLinkedInCredentials),
    mode: 'onChange',
    defaultValues: {
      email: defaultEmail ?? '',
      password: '',
      countryCode: defaultCountry ?? browserCountry(codes),
    },
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      data-testid="linkedin-credentials-form"
      sx={{ maxWidth: 440 }}
    >
      <Stack spacing={2}>
        {countryLocked ? (
          <TextField
            label="Country"
            disabled
            value={countries.find((c) => c.code === defaultCountry)?.name ?? defaultCountry ?? ''}
            helperText={COUNTRY_LOCKED_MESSAGE}
            slotProps={{ htmlInput: { 'data-testid': 'linkedin-country-locked' } }}
          />
        ) : (
          <TextField
            select
            label="Country"
            {...register('countryCode')}
            helperText="The country you usually sign in to LinkedIn from"
            slotProps={{
              select: { native: true },
              inputLabel: { shrink: true },
              htmlInput: { 'data-testid': 'linkedin-country', 'aria-label': 'Country' },
            }}
          >
            <option value="" disabled>
              Select country
            </option>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </TextField>
        )}
        <TextField
          label="LinkedIn email"
          type="email"
          autoComplete="username"
          {...register('email')}
          error={Boolean(touchedFields.email && errors.email)}
          helperText={touchedFields.email ? errors.email?.message : undefined}
          slotProps={{ htmlInput: { 'data-testid': 'linkedin-email' } }}
        />
        <PasswordField
          label="LinkedIn password"
          autoComplete="current-password"
          {...register('password')}
          slotProps={{ htmlInput: { 'data-testid': 'linkedin-password' } }}
        />
        {!isValid && (
          <Alert severity="info" data-testid="linkedin-form-hint">
            {linkedInMessages.incomplete}
          </Alert>
        )}
        <Stack direction="row" spacing={1}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={!isValid || submitting}
            data-testid="linkedin-connect"
          >
            {submitLabel}
          </Button>
          {onCancel && (
            <Button onClick={onCancel} disabled={submitting}>
              Cancel
            </Button>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
