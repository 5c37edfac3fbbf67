import type {
  TAuthTokenResponse,
  TSignInRequest,
  TSignUpRequest,
  VerificationLinkState,
} from '@outreach/shared/schemas/auth';
import type { TTokenWhiteLabelResponse } from '@outreach/shared/schemas/whitelabels';
import { api } from '../../api/apiClient.ts';

const enc = encodeURIComponent;

export const authApi = {
  signIn: (body: TSignInRequest) => api.post<TAuthTokenResponse>('/auth/sign-in', body),
  signUp: (body: TSignUpRequest) => api.post<TAuthTokenResponse>('/auth/sign-up', body),
  exchange: (code: string) => api.post<TAuthTokenResponse>(`/auth/exchange/${enc(code)}`),
  forgotPassword: (email: string) => api.post<void>('/auth/forgot-password', { email }),
  setNewPassword: (token: string, body: { password: string; passwordConfirmation: string }) =>
    api.patch<void>(`/auth/set-new-password/${enc(token)}`, body),
  sendVerificationLink: () => api.post<{ status: VerificationLinkState }>('/auth/send-verification-link'),
  verifyEmail: (token: string) =>
    api.patch<{ status: VerificationLinkState; whiteLabel?: TTokenWhiteLabelResponse | null }>(
      `/auth/verify-email/${enc(token)}`,
    ),
  googleCodeUrl: (state: string) => api.get<{ url: string }>('/auth/google/code-url', { state }),
  microsoftCodeUrl: (state: string) => api.get<{ url: string }>('/auth/microsoft/code-url', { state }),
  google: (mode: 'signin' | 'signup', authorizationCode: string, state: string, referralCode?: string) =>
    api.post<TAuthTokenResponse>(mode === 'signup' ? '/auth/sign-up/google' : '/auth/sign-in/google', {
      authorizationCode,
      state,
      referralCode,
    }),
  microsoft: (mode: 'signin' | 'signup', code: string, state: string, referralCode?: string) =>
    api.post<TAuthTokenResponse>(mode === 'signup' ? '/auth/sign-up/microsoft' : '/auth/sign-in/microsoft', {
      code,
      state,
      referralCode,
    }),
};
