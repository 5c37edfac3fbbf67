import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ZLanguageRequest } from '@outreach/shared/schemas/auth';
import {
  PROFILE_PHOTO_MAX_BYTES,
  profileMessages,
  profilePhotoTypes,
  type TChangeEmailRequest,
  ZChangeEmailRequest,
  ZUpdateProfileRequest,
} from '@outreach/shared/schemas/profile';
import { type ChangeEvent, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useProfile } from '../modules/session/hooks/useProfile.ts';
import type { Profile } from '../modules/session/types.ts';
import { profileApi, uploadProfilePhoto } from '../modules/settings/api/profileApi.ts';
import { settingsApi } from '../modules/settings/api/settingsApi.ts';
import { PasswordSection } from '../modules/settings/components/PasswordSection.tsx';
import { SettingsSection } from '../modules/settings/components/SettingsSection.tsx';
import { SettingsTabs } from '../modules/settings/components/SettingsTabs.tsx';
import { useToast } from '../modules/toast/hooks/useToast.ts';
import { PageHeader } from '../modules/ui/PageHeader.tsx';

const languageLabels: Record<string, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  pt: 'Português',
  it: 'Italiano',
};

/** /settings/user-profile: name, photo, email (with confirmation), password, language and timezone. */
export function UserProfilePage() {
  const q = useProfile();
  return (
    <Box data-testid="user-profile-page">
      <PageHeader title="User profile" subtitle="How your teammates see you, and how we reach you" />
      <SettingsTabs />
      {q.data ? (
        <ProfileForms profile={q.data} onSaved={(p) => q.mutate(p, { revalidate: false })} />
      ) : (
        <CircularProgress />
      )}
    </Box>
  );
}

function ProfileForms({ profile, onSaved }: { profile: Profile; onSaved(p: Profile): void }) {
  return (
    <>
      <NameAndPhoto profile={profile} onSaved={onSaved} />
      <EmailSection profile={profile} onSaved={onSaved} />
      <PasswordSection profile={profile} onSaved={onSaved} />
      <LanguageAndTimezone profile={profile} onSaved={onSaved} />
    </>
  );
}

function NameAndPhoto({ profile, onSaved }: { profile: Profile; onSaved(p: Profile): void }) {
  const toast = useToast();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(ZUpdateProfileRequest),
    defaultValues: { firstName: profile.firstName, lastName: profile.lastName },
  });
  const names = () => ({ firstName: profile.firstName, lastName: profile.lastName });
  const save = handleSubmit(async (v) => {
    try {
      const p = await profileApi.update({ firstName: v.firstName, lastName: v.lastName });
      onSaved(p);
      reset({ firstName: p.firstName, lastName: p.lastName });
      toast.show({ message: 'Profile saved', type: 'success', autoCloseTime: 3000 });
    } catch (e) {
      toast.showError(e);
    }
  });
  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (!(profilePhotoTypes as readonly string[]).includes(file.type))
      return toast.show({ message: profileMessages.photoType, type: 'error' });
    if (file.size > PROFILE_PHOTO_MAX_BYTES)
      return toast.show({ message: profileMessages.photoSize, type: 'error' });
    setUploading(true);
    try {
      const photoKey = await uploadProfilePhoto(file);
      onSaved(await profileApi.update({ ...names(), photoKey }));
      toast.show({ message: 'Photo saved', type: 'success', autoCloseTime: 3000 });
    } catch (err) {
      toast.showError(err);
    } finally {
      setUploading(false);
    }
  };
  const removePhoto = async () => {
    try {
      onSaved(await profileApi.update({ ...names(), photoKey: null }));
    } catch (err) {
      toast.showError(err);
    }
  };
  return (
    <SettingsSection title="Name and photo">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
        <Avatar
          src={profile.profilePictureUrl ?? undefined}
          alt={profile.name}
          sx={{ width: 72, height: 72 }}
          data-testid="profile-photo"
        >
          {profile.firstName.slice(0, 1)}
        </Avatar>
        <input
          ref={fileInput}
          type="file"
          hidden
          accept={profilePhotoTypes.join(',')}
          onChange={onFile}
          data-testid="profile-photo-input"
        />
        <Button variant="outlined" onClick={() => fileInput.current?.click()} disabled={uploading}>
          {uploading ? 'Uploading…' : 'Upload photo'}
        </Button>
        {profile.profilePictureUrl && (
          <Button color="error" onClick={removePhoto} disabled={uploading}>
            Remove photo
          </Button>
        )}
      </Stack>
      <Box component="form" noValidate onSubmit={save}>
        <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
          <TextField
            label="First name"
            fullWidth
            {...register('firstName')}
            error={Boolean(formState.errors.firstName)}
            helperText={formState.errors.firstName?.message}
          />
          <TextField
            label="Last name"
            fullWidth
            {...register('lastName')}
            error={Boolean(formState.errors.lastName)}
            helperText={formState.errors.lastName?.message}
          />
        </Stack>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting || !formState.isDirty}>
          Save name
        </Button>
      </Box>
    </SettingsSection>
  );
}

function EmailSection({ profile, onSaved }: { profile: Profile; onSaved(p: Profile): void }) {
  const toast = useToast();
  const pending = typeof profile.pendingEmail === 'string' ? profile.pendingEmail : null;
  const { register, handleSubmit, formState, reset } = useForm<TChangeEmailRequest>({
    resolver: zodResolver(ZChangeEmailRequest),
    defaultValues: { email: '' },
  });
  const save = handleSubmit(async (v) => {
    try {
      const r = await profileApi.changeEmail(v.email);
      onSaved({ ...profile, pendingEmail: r.pendingEmail });
      reset({ email: '' });
      toast.show({ message: `We sent a confirmation link to ${r.pendingEmail}`, type: 'success' });
    } catch (e) {
      toast.showError(e);
    }
  });
  return (
    <SettingsSection title="Email">
      <Typography sx={{ mb: 1 }}>
        Current email: <strong data-testid="profile-email">{profile.email}</strong>
      </Typography>
      {pending && (
        <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="profile-pending-email">
          Waiting for confirmation: {pending}. Open the link we mailed to that address.
        </Typography>
      )}
      <Box
        component="form"
        noValidate
        onSubmit={save}
        sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}
      >
        <TextField
          label="New email"
          fullWidth
          {...register('email')}
          error={Boolean(formState.errors.email)}
          helperText={formState.errors.email?.message}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={formState.isSubmitting}
          sx={{ flexShrink: 0, mt: 1 }}
        >
          Change email
        </Button>
      </Box>
    </SettingsSection>
  );
}

function LanguageAndTimezone({ profile, onSaved }: { profile: Profile; onSaved(p: Profile): void }) {
  const toast = useToast();
  const zones = useMemo(() => Intl.supportedValuesOf('timeZone'), []);
  const [language, setLanguage] = useState(profile.language ?? 'en');
  const [timezone, setTimezone] = useState(profile.timezone?.name ?? 'America/Los_Angeles');
  const [saving, setSaving] = useState(false);
  const dirty = language !== (profile.language ?? 'en') || timezone !== profile.timezone?.name;
  const save = async () => {
    setSaving(true);
    try {
      if (language !== profile.language) await profileApi.setLanguage(language);
      if (timezone !== profile.timezone?.name) await settingsApi.setTimezone(timezone);
      onSaved({ ...profile, language, timezone: { name: timezone } });
      toast.show({ message: 'Language and timezone saved', type: 'success', autoCloseTime: 3000 });
    } catch (e) {
      toast.showError(e);
    } finally {
      setSaving(false);
    }
  };
  return (
    <SettingsSection title="Language and timezone">
      <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
        <TextField
          select
          label="Language"
          value={language}
          onChange={(e) => setLanguage(e.target.value)}
          sx={{ width: 200, flexShrink: 0 }}
          data-testid="profile-language"
        >
          {ZLanguageRequest.shape.language.options.map((l) => (
            <MenuItem key={l} value={l}>
              {languageLabels[l] ?? l}
            </MenuItem>
          ))}
        </TextField>
        <Autocomplete
          options={zones}
          value={timezone}
          onChange={(_, v) => v && setTimezone(v)}
          disableClearable
          sx={{ flex: 1, minWidth: 320 }}
          renderInput={(p) => <TextField {...p} label="Timezone" />}
          data-testid="profile-timezone"
        />
      </Stack>
      <Button variant="contained" onClick={save} disabled={saving || !dirty}>
        Save language and timezone
      </Button>
    </SettingsSection>
  );
}
