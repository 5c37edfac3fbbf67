import { defaultWhiteLabelTheme, domainRecords, whiteLabelFlags } from '@outreach/shared/rules/white-label';
import type {
  TBrandingResponse,
  TWhiteLabelResponse,
  TWhiteLabelView,
} from '@outreach/shared/schemas/whitelabels';
import type { EntityItem } from 'electrodb';
import { WhiteLabelEntity } from '../../data/entities/white-label.ts';
import type { Deps } from '../../ports/deps.ts';

export type WhiteLabelItem = EntityItem<typeof WhiteLabelEntity>;

// Image links are short-lived presigned GETs made at read time, so nothing stored embeds a host.
const IMAGE_LINK_SECONDS = 86_400;

export async function readWhiteLabel(_deps: Deps, teamId: string): Promise<WhiteLabelItem | null> {
  return (await WhiteLabelEntity.get({ teamId }).go()).data ?? null;
}

const imageUrl = (deps: Deps, key?: string) =>
  key ? deps.blobs.presignGet(key, IMAGE_LINK_SECONDS) : Promise.resolve(null);

/** The branding as GET /whitelabels/branding answers it (stored colours, else the defaults). */
export async function brandingView(deps: Deps, wl: WhiteLabelItem | null): Promise<TBrandingResponse> {
  const [logo, favicon, logoIcon] = await Promise.all([
    imageUrl(deps, wl?.logoKey),
    imageUrl(deps, wl?.faviconKey),
    imageUrl(deps, wl?.logoIconKey),
  ]);
  return {
    companyName: wl?.companyName ?? null,
    logo,
    favicon,
    logoIcon,
    theme: {
      titleColor: wl?.titleColor ?? defaultWhiteLabelTheme.titleColor,
      accentColor: wl?.accentColor ?? defaultWhiteLabelTheme.accentColor,
      navigationTextColor: wl?.navigationTextColor ?? defaultWhiteLabelTheme.navigationTextColor,
    },
  };
}

export const hasBranding = (wl: WhiteLabelItem) =>
  Boolean(
    wl.logoKey ||
      wl.faviconKey ||
      wl.logoIconKey ||
      wl.titleColor ||
      wl.accentColor ||
      wl.navigationTextColor,
  );

/** The product's host name: custom domains point their CNAME at it. */
export const productHost = (deps: Deps) => new URL(deps.env.appUrl).hostname;

/** The white label as its calls answer it; the SMTP login and DNS records only for its managers. */
export async function whiteLabelView(
  deps: Deps,
  wl: WhiteLabelItem,
  forManager: boolean,
): Promise<TWhiteLabelView> {
  const records =
    forManager && wl.domain && wl.domainToken
      ? domainRecords(wl.domain, wl.domainToken, productHost(deps)).map((r) => ({
          ...r,
          isVerified: r.type === 'CNAME' ? Boolean(wl.cnameVerified) : Boolean(wl.txtVerified),
        }))
      : [];
  return {
    id: wl.teamId,
    status: wl.status,
    ...(await brandingView(deps, wl)),
    domain: wl.domain ?? null,
    isDomainValidated: Boolean(wl.isDomainValidated),
    minSeats: wl.minSeats ?? null,
    dnsRecords: records,
    smtpSettings:
      forManager && wl.smtpServer
        ? {
            senderName: wl.smtpSenderName ?? '',
            replyToEmail: wl.smtpReplyTo ?? '',
            smtpServer: wl.smtpServer,
            username: wl.smtpUsername ?? '',
            port: wl.smtpPort ?? 587,
            isTlsEnabled: wl.smtpTls ?? true,
          }
        : null,
  };
}

/** Everything GET /whitelabels answers, for a viewer of the team. */
export async function whiteLabelResponse(
  deps: Deps,
  wl: WhiteLabelItem | null,
  viewer: { isWhiteLabelUser: boolean; canManage: boolean; host?: string | null },
): Promise<TWhiteLabelResponse> {
  const flags = whiteLabelFlags(
    wl && {
      status: wl.status,
      activatedAt: wl.activatedAt,
      domain: wl.domain,
      isDomainValidated: wl.isDomainValidated,
      hasSmtp: Boolean(wl.smtpServer),
      hasBranding: hasBranding(wl),
    },
    { isWhiteLabelUser: viewer.isWhiteLabelUser, host: viewer.host },
  );
  return {
    whiteLabel: wl ? await whiteLabelView(deps, wl, viewer.canManage) : null,
    ...flags,
    canManage: viewer.canManage,
  };
}
