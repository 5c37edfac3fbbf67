import { AppError } from '@outreach/shared/errors';
import {
  BRANDING_IMAGE_MAX_BYTES,
  type BrandingImageKind,
  brandingImageKinds,
  type TBrandingFields,
  whiteLabelMessages,
} from '@outreach/shared/schemas/whitelabels';
import type { AuthContext, UploadedFile } from '../../lib/handler.ts';
import { randomToken } from '../../lib/tokens.ts';
import type { Deps } from '../../ports/deps.ts';
import { imageTypeOf } from './image-type.ts';
import { requireWhiteLabelManager, saveWhiteLabel } from './white-label-access.ts';
import { whiteLabelResponse } from './white-label-view.ts';

const keyField = { logo: 'logoKey', favicon: 'faviconKey', logoIcon: 'logoIconKey' } as const;

/**
 * PATCH /whitelabels/branding: company name, colours and the logo, favicon and logo icon (PNG, GIF or
 * JPEG by signature, up to 1 MB). Every image is checked before anything is stored, so a bad one
 * changes nothing.
 */
export async function updateBranding(
  deps: Deps,
  auth: AuthContext,
  fields: TBrandingFields,
  files: Partial<Record<BrandingImageKind, UploadedFile>>,
) {
  const v = await requireWhiteLabelManager(deps, auth);
  const images = brandingImageKinds.flatMap((kind) => {
    const f = files[kind];
    if (!f) return [];
    if (f.bytes.byteLength > BRANDING_IMAGE_MAX_BYTES)
      throw new AppError('BAD_REQUEST', whiteLabelMessages.imageSize);
    const type = imageTypeOf(f.bytes);
    if (!type) throw new AppError('BAD_REQUEST', whiteLabelMessages.image);
    return [{ kind, bytes: f.bytes, ...type }];
  });
  if (!v.wl?.companyName && !fields.companyName)
    throw new AppError('BAD_REQUEST', whiteLabelMessages.companyName);
  const changes: Record<string, string | undefined> = {};
  for (const img of images) {
    const key = `whitelabels/${v.teamId}/${img.kind}-${randomToken(9)}.${img.ext}`;
    await deps.blobs.putText(key, img.bytes, img.contentType);
    changes[keyField[img.kind]] = key;
  }
  for (const kind of fields.remove) if (!files[kind]) changes[keyField[kind]] = undefined;
  const wl = await saveWhiteLabel(deps, v.teamId, v.wl, {
    ...changes,
    ...(fields.companyName ? { companyName: fields.companyName } : {}),
    ...(fields.titleColor ? { titleColor: fields.titleColor } : {}),
    ...(fields.accentColor ? { accentColor: fields.accentColor } : {}),
    ...(fields.navigationTextColor ? { navigationTextColor: fields.navigationTextColor } : {}),
  });
  return whiteLabelResponse(deps, wl, v);
}
