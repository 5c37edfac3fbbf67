import { Service } from 'electrodb';
import { dynamoClient } from './client.ts';
import { bindTable } from './db.ts';
import { ActivityEntity } from './entities/activity.ts';
import { ActivityCountEntity } from './entities/activity-count.ts';
import { BillingAccountEntity } from './entities/billing-account.ts';
import { BotActionEntity } from './entities/bot-action.ts';
import { BotQueueEntity } from './entities/bot-queue.ts';
import { CampaignEntity } from './entities/campaign.ts';
import { CampaignCounterEntity } from './entities/campaign-counter.ts';
import { ChannelPostEntity } from './entities/channel-post.ts';
import { ConnectionEntity } from './entities/connection.ts';
import { ContactCounterEntity } from './entities/contact-counter.ts';
import { ContactSyncEntity } from './entities/contact-sync.ts';
import {
  ConversationEntity,
  ConversationTermEntity,
  InboxMessageEntity,
  InboxSyncEntity,
} from './entities/conversation.ts';
import { DailyCounterEntity } from './entities/daily-counter.ts';
import { EmailSendEntity } from './entities/email-send.ts';
import { EmailSuppressionEntity } from './entities/email-suppression.ts';
import { FacebookAccountEntity } from './entities/facebook-account.ts';
import { IdempotencyEntity } from './entities/idempotency.ts';
import { InvitationEntity, InvitationSyncEntity } from './entities/invitation.ts';
import { InviteCounterEntity } from './entities/invite-counter.ts';
import { LeadEntity } from './entities/lead.ts';
import { LeadFinderWaitlistEntity } from './entities/lead-finder-waitlist.ts';
import { LeadTypeCounterEntity } from './entities/lead-type-counter.ts';
import { LinkedInAccountEntity } from './entities/linkedin-account.ts';
import { LinkedInCompaniesEntity } from './entities/linkedin-companies.ts';
import { LinkedInEventsEntity } from './entities/linkedin-events.ts';
import { LinkedInGroupsEntity } from './entities/linkedin-groups.ts';
import { MailPreferencesEntity } from './entities/mail-preferences.ts';
import { MailboxEntity } from './entities/mailbox.ts';
import { MembershipEntity } from './entities/membership.ts';
import { MessageTemplateEntity } from './entities/message-template.ts';
import { MigrationEntity } from './entities/migration.ts';
import { NotificationCounterEntity, NotificationEntity } from './entities/notification.ts';
import { PlanFeatureEntity } from './entities/plan-feature.ts';
import { PostEntity } from './entities/post.ts';
import { RateCounterEntity } from './entities/rate-counter.ts';
import { RealtimeConnectionEntity } from './entities/realtime-connection.ts';
import { SavedSearchesEntity } from './entities/saved-searches.ts';
import { ScheduleEntity } from './entities/schedule.ts';
import { SenderCapsEntity } from './entities/sender-caps.ts';
import { SequenceTemplateEntity } from './entities/sequence-template.ts';
import { SessionEntity } from './entities/session.ts';
import { TagEntity } from './entities/tag.ts';
import { TeamEntity } from './entities/team.ts';
import { TeamGroupEntity } from './entities/team-group.ts';
import { TeamInviteEntity } from './entities/team-invite.ts';
import { TokenEntity } from './entities/token.ts';
import { TrendEntity, TrendPostEntity } from './entities/trend.ts';
import { TypeaheadCacheEntity } from './entities/typeahead-cache.ts';
import { UserEntity } from './entities/user.ts';
import { UserEmailEntity } from './entities/user-email.ts';
import { UserSettingsEntity } from './entities/user-settings.ts';
import { WebhookDeliveryEntity, WebhookEventEntity, WebhookSubscriptionEntity } from './entities/webhook.ts';
import { UserWebhookKeyEntity, WebhookKeyEntity } from './entities/webhook-key.ts';
import { WhiteLabelDomainEntity, WhiteLabelEntity } from './entities/white-label.ts';
import { XAccountEntity, XConnectFlowEntity } from './entities/x-account.ts';
import { XAccountWaitEntity } from './entities/x-account-wait.ts';
import { XDmLeadEntity } from './entities/x-dm-lead.ts';
import { XSendEntity } from './entities/x-send.ts';

/** Every entity of the single table, by the name `deps.db.entities` gives it. */
const entities = {
  user: UserEntity,
  userEmail: UserEmailEntity,
  team: TeamEntity,
  membership: MembershipEntity,
  session: SessionEntity,
  token: TokenEntity,
  rateCounter: RateCounterEntity,
  planFeature: PlanFeatureEntity,
  idempotency: IdempotencyEntity,
  linkedInAccount: LinkedInAccountEntity,
  botAction: BotActionEntity,
  botQueue: BotQueueEntity,
  campaign: CampaignEntity,
  campaignCounter: CampaignCounterEntity,
  lead: LeadEntity,
  leadTypeCounter: LeadTypeCounterEntity,
  activity: ActivityEntity,
  activityCount: ActivityCountEntity,
  dailyCounter: DailyCounterEntity,
  schedule: ScheduleEntity,
  userSettings: UserSettingsEntity,
  notification: NotificationEntity,
  notificationCounter: NotificationCounterEntity,
  tag: TagEntity,
  contactCounter: ContactCounterEntity,
  messageTemplate: MessageTemplateEntity,
  sequenceTemplate: SequenceTemplateEntity,
  mailbox: MailboxEntity,
  teamInvite: TeamInviteEntity,
  connection: ConnectionEntity,
  contactSync: ContactSyncEntity,
  post: PostEntity,
  channelPost: ChannelPostEntity,
  billingAccount: BillingAccountEntity,
  trend: TrendEntity,
  trendPost: TrendPostEntity,
  webhookSubscription: WebhookSubscriptionEntity,
  webhookDelivery: WebhookDeliveryEntity,
  leadFinderWaitlist: LeadFinderWaitlistEntity,
  webhookKey: WebhookKeyEntity,
  userWebhookKey: UserWebhookKeyEntity,
  emailSend: EmailSendEntity,
  emailSuppression: EmailSuppressionEntity,
  mailPreferences: MailPreferencesEntity,
  webhookEvent: WebhookEventEntity,
  conversation: ConversationEntity,
  inboxMessage: InboxMessageEntity,
  inboxSync: InboxSyncEntity,
  invitation: InvitationEntity,
  invitationSync: InvitationSyncEntity,
  teamGroup: TeamGroupEntity,
  xAccount: XAccountEntity,
  xConnectFlow: XConnectFlowEntity,
  facebookAccount: FacebookAccountEntity,
  senderCaps: SenderCapsEntity,
  inviteCounter: InviteCounterEntity,
  xSend: XSendEntity,
  whiteLabel: WhiteLabelEntity,
  whiteLabelDomain: WhiteLabelDomainEntity,
  migration: MigrationEntity,
  conversationTerm: ConversationTermEntity,
  xDmLead: XDmLeadEntity,
  xAccountWait: XAccountWaitEntity,
  linkedInGroups: LinkedInGroupsEntity,
  linkedInEvents: LinkedInEventsEntity,
  savedSearches: SavedSearchesEntity,
  linkedInCompanies: LinkedInCompaniesEntity,
  typeaheadCache: TypeaheadCacheEntity,
  realtimeConnection: RealtimeConnectionEntity,
};

/**
 * The single table as a host wires it. `entities` and `transaction` group every entity (an ElectroDB
 * Service) for the local hosts (runtime, bot, tests) and tools; function code imports the entities it
 * uses instead, so that a Lambda bundle carries only those (the Lambda host wires `tableOnlyDb`).
 */
export interface Db {
  readonly table: string;
  readonly entities: Service<typeof entities>['entities'];
  readonly transaction: Service<typeof entities>['transaction'];
}

/** The local hosts' `db`: every entity bound to `table`, grouped. */
export function createDb(table: string): Db {
  bindTable(table);
  const service = new Service(entities, { client: dynamoClient(), table });
  return { table, entities: service.entities, transaction: service.transaction };
}
