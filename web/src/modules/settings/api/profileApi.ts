import type { TSetCredentialsRequest } from '@outreach/shared/schemas/auth';
import type {
  TAutoWithdraw,
  TGreetingMessage,
  TPhotoUploadRequest,
  TUpdateProfileRequest,
} from '@outreach/shared/schemas/profile';
import { api } from '../../api/apiClient.ts';
import type { Profile } from '../../session/types.ts';

export interface Referral {
  referralCode: string;
  referralLink: string;
  referredCount: number;
}

export const REFERRAL_KEY = '/users/me/referral';

/** The profile, refer-a-friend, auto-withdrawal and greetings calls (spec 1 §7). */
export const profileApi = {
  update: (body: TUpdateProfileRequest) => api.patch<Profile>('/users/update', body),
  photoUploadUrl: (body: TPhotoUploadRequest) =>
    api.post<{ signed_url: string; key: string }>('/users/me/photo-upload-url', body),
  changeEmail: (email: string) => api.patch<{ pendingEmail: string }>('/users/change-email', { email }),
  confirmEmailChange: (token: string) =>
    api.post<{ status: 'success' | 'expired' | 'bad_request' | 'taken'; email: string | null }>(
      '/users/confirm-email-change',
      { token },
    ),
  changePassword: (body: { currentPassword: string; newPassword: string }) =>
    api.post<{ message: string }>('/users/change-password', body),
  setCredentials: (body: TSetCredentialsRequest) =>
    api.patch<{ message: string }>('/users/set-credentials', body),
  setLanguage: (language: string) => api.patch<{ language: string }>('/users/language', { language }),
  editAutoWithdraw: (autoWithdraw: TAutoWithdraw) =>
    api.patch<{ autoWithdraw: TAutoWithdraw }>('/users/edit-auto-withdraw', { autoWithdraw }),
  editGreetings: (greetingMessages: TGreetingMessage[]) =>
    api.patch<{ greetingMessages: TGreetingMessage[] }>('/users/edit-greetings', { greetingMessages }),
};

/** Puts the photo to its presigned URL and answers the key to save on the profile. */
export async function uploadProfilePhoto(file: File): Promise<string> {
  const p = await profileApi.photoUploadUrl({
    mimetype: file.type as TPhotoUploadRequest['mimetype'],
    size: file.size,
  });
  const res = await fetch(p.signed_url, {
    method: 'PUT',
    headers: { 'content-type': file.type },
    body: file,
  });
  if (!res.ok) throw new Error("Couldn't upload the file!");
  return p.key;
}
