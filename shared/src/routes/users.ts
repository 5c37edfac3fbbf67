import type { RouteSpec } from '../route-def.ts';
import { ZChangePasswordRequest, ZLanguageRequest, ZSetCredentialsRequest } from '../schemas/auth.ts';
import { ZSetContractRequest } from '../schemas/integrations.ts';
import {
  ZChangeEmailRequest,
  ZChangeEmailResponse,
  ZConfirmEmailChangeRequest,
  ZConfirmEmailChangeResponse,
  ZPhotoParams,
  ZPhotoUploadRequest,
  ZPhotoUploadResponse,
  ZReferralResponse,
  ZUpdateProfileRequest,
} from '../schemas/profile.ts';
import { ZCloudBotInfoResponse } from '../schemas/settings-responses.ts';
import { ZIntercomResponse } from '../schemas/support-chat.ts';
import {
  ZFeaturesResponse,
  ZLanguageResponse,
  ZMeResponse,
  ZPasswordChangedResponse,
  ZRealUserResponse,
  ZRedirectResponse,
} from '../schemas/user-responses.ts';

/** The signed-in user's profile and settings (spec 1 §7). */
export const usersRoutes = {
  // Users (spec 1 §7)
  'GET /users/me': { handler: 'users/get-me', auth: 'user', response: ZMeResponse },
  'GET /users/me/real': { handler: 'users/get-real-user', auth: 'user', response: ZRealUserResponse },
  'POST /users/change-password': {
    handler: 'users/change-password',
    auth: 'user',
    body: ZChangePasswordRequest,
    response: ZPasswordChangedResponse,
  },
  // A first password for an account made with Google or Microsoft (spec 1 §7 names the call; ours).
  'PATCH /users/set-credentials': {
    handler: 'users/set-credentials',
    auth: 'user',
    body: ZSetCredentialsRequest,
    response: ZPasswordChangedResponse,
  },
  // The Sales Navigator contract the bot works under (spec 1 §4, §7).
  'POST /users/set-contract-id': {
    handler: 'users/set-contract-id',
    auth: 'user',
    body: ZSetContractRequest,
    response: ZCloudBotInfoResponse,
  },
  'PATCH /users/me/complete-walkthrough': {
    handler: 'users/complete-walkthrough',
    auth: 'user',
    response: ZMeResponse,
  },
  'PATCH /users/language': {
    handler: 'users/set-language',
    auth: 'user',
    body: ZLanguageRequest,
    response: ZLanguageResponse,
  },
  // The help chat's identity (spec 1 §7; response ours: ZIntercomResponse).
  'GET /intercom': { handler: 'users/get-intercom', auth: 'user', response: ZIntercomResponse },
  'GET /me/features': { handler: 'users/get-features', auth: 'user', response: ZFeaturesResponse },
  // The user profile page (issue #11).
  'POST /users/me/photo-upload-url': {
    handler: 'users/create-photo-upload',
    auth: 'user',
    body: ZPhotoUploadRequest,
    response: ZPhotoUploadResponse,
  },
  'PATCH /users/update': {
    handler: 'users/update-profile',
    auth: 'user',
    body: ZUpdateProfileRequest,
    response: ZMeResponse,
  },
  'PATCH /users/change-email': {
    handler: 'users/change-email',
    auth: 'user',
    body: ZChangeEmailRequest,
    response: ZChangeEmailResponse,
  },
  'POST /users/confirm-email-change': {
    handler: 'users/confirm-email-change',
    auth: 'public',
    body: ZConfirmEmailChangeRequest,
    response: ZConfirmEmailChangeResponse,
  },
  'GET /users/me/referral': { handler: 'users/get-referral', auth: 'user', response: ZReferralResponse },
  'GET /users/{id}/photo/{file}': {
    handler: 'users/get-profile-photo',
    auth: 'public',
    params: ZPhotoParams,
    response: ZRedirectResponse,
  },
} as const satisfies Record<string, RouteSpec>;
