import { tableEntity } from '../db.ts';
import { Entity } from '../electrodb.ts';

/**
 * A team's white label (spec 1 §3 "White-label", issue #11): one per owning team. Images live in the
 * blob store under their keys; the SMTP password is encrypted under the channel key.
 */
export const WhiteLabelEntity = tableEntity(
  new Entity({
    model: { entity: 'whiteLabel', version: '1', service: 'outreach' },
    attributes: {
      teamId: { type: 'string', required: true },
      status: { type: ['active', 'inactive'] as const, required: true, default: 'inactive' },
      /** First activation: from then on the team's non-owners are white-label users. */
      activatedAt: { type: 'number' },
      /** Seats the owning team keeps at least (set by a platform admin; spec 2 §5). */
      minSeats: { type: 'number' },
      companyName: { type: 'string' },
      logoKey: { type: 'string' },
      faviconKey: { type: 'string' },
      logoIconKey: { type: 'string' },
      titleColor: { type: 'string' },
      accentColor: { type: 'string' },
      navigationTextColor: { type: 'string' },
      domain: { type: 'string' },
      /** The TXT record's token, new for every domain set. */
      domainToken: { type: 'string' },
      isDomainValidated: { type: 'boolean', default: false },
      /** The records found at the last DNS check. */
      cnameVerified: { type: 'boolean', default: false },
      txtVerified: { type: 'boolean', default: false },
      smtpServer: { type: 'string' },
      smtpPort: { type: 'number' },
      smtpTls: { type: 'boolean' },
      smtpUsername: { type: 'string' },
      smtpSenderName: { type: 'string' },
      smtpReplyTo: { type: 'string' },
      /** Encrypted (Secrets port, purpose whitelabel-smtp). */
      smtpPasswordCipher: { type: 'string' },
      createdAt: { type: 'number', required: true },
      updatedAt: { type: 'number', required: true },
    },
    indexes: {
      byTeam: {
        pk: { field: 'pk', composite: ['teamId'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  }),
);

/** Which team claims a custom domain: one white label per domain (a conditional create claims it). */
export const WhiteLabelDomainEntity = tableEntity(
  new Entity({
    model: { entity: 'whiteLabelDomain', version: '1', service: 'outreach' },
    attributes: {
      domain: { type: 'string', required: true },
      teamId: { type: 'string', required: true },
      createdAt: { type: 'number', required: true },
    },
    indexes: {
      byDomain: {
        pk: { field: 'pk', composite: ['domain'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  }),
);
