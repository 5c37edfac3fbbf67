/** Process configuration, read once. Names match what infra/ sets on every function. */
export interface Env {
  tableName: string;
  region: string;
  kmsKeyId?: string;
  /** The channels' secrets key (mailbox credentials, webhook secrets) in AWS. */
  channelKmsKeyId?: string;
  stepsQueueUrl?: string;
  postsQueueUrl?: string;
  /** EventBridge Scheduler targets the queues by ARN. */
  stepsQueueArn?: string;
  postsQueueArn?: string;
  schedulerGroup?: string;
  schedulerRoleArn?: string;
  /** Where EventBridge Scheduler puts schedules it could not deliver. */
  schedulerDlqArn?: string;
  blobBucket: string;
  blobPublicUrl?: string;
  mailFrom: string;
  appUrl: string;
  jwtSecretArn?: string;
  /** AWS: the WebSocket API's Management endpoint (`https://{apiId}.execute-api.{region}.amazonaws.com/{stage}`). */
  realtimeEndpoint?: string;
  /** Google and Microsoft sign-in (OpenID Connect clients); an empty client id means not configured. */
  oauth: Record<'google' | 'microsoft', { issuer: string; clientId: string; clientSecret: string }>;
  /** Local mode: the embedded runtime sets these. */
  local: boolean;
  /**
   * Outside production only (CHECK_RESPONSES=1 with OUTREACH_LOCAL=1; the test runtime sets it): every
   * successful answer is checked against its route's declared `response` schema, and one that drifts
   * fails the request with a 500 naming the route and the mismatch, so a test sees it.
   */
  checkResponses: boolean;
  localSecretKeyFile?: string;
  /** Local runtime: the stand-in DNS zone (white-label domains). */
  localDnsZoneFile?: string;
  /**
   * Behind CloudFront (AWS): the API is reachable only through it (the origin-secret authorizer), so the
   * client's address is CloudFront-Viewer-Address, not the source IP (which is CloudFront's edge).
   */
  trustViewerAddress: boolean;
  /**
   * Stripe. In AWS the keys live in Secrets Manager (`stripeSecretArn`: a JSON secret with
   * secretKey, publishableKey and webhookSecret); locally the runtime sets the sandbox's keys and its
   * URL (`apiUrl`), and `jsUrl` points the card form at the sandbox's stand-in for Stripe.js.
   */
  stripe: {
    secretArn?: string;
    apiUrl?: string;
    secretKey?: string;
    publishableKey?: string;
    webhookSecret?: string;
    jsUrl: string;
  };
  /** The lead finder's people database (locally the LinkedIn sandbox's population). */
  peopleDirectoryUrl?: string;
  /** Local mode: where the webhook sandbox runs; stored URLs on its public-looking host are rebased here. */
  webhookSandboxUrl?: string;
  /** How long a LinkedIn connect call waits for the bot before answering 408 (the SPA then polls every 5 s). */
  linkedInLoginWaitMs: number;
  /** Users' own mail servers: accept self-signed certificates (the local mail sandbox only). */
  mailTlsAllowSelfSigned: boolean;
  /** Gmail and Outlook mailboxes: the OAuth client and the provider's SMTP and IMAP servers. */
  mailOAuth: Record<'gmail' | 'outlook', MailOAuthEnv>;
  /**
   * X (Twitter). In AWS the client id and secret live in Secrets Manager (`secretArn`: JSON
   * `{ "clientId", "clientSecret" }`); locally the runtime points everything at the X sandbox.
   */
  x: XEnv;
  /**
   * Facebook and Instagram (Meta). In AWS the app id and secret live in Secrets Manager (`secretArn`:
   * JSON `{ "appId", "appSecret" }`); locally the runtime points everything at the Meta sandbox.
   */
  meta: MetaEnv;
  /**
   * The help chat (Intercom's Messenger). In AWS the app id and identity-verification secret live in
   * Secrets Manager (`secretArn`: JSON with appId and identitySecret); locally the runtime sets the
   * support-chat sandbox's, and `widgetUrl` points the Messenger script at it.
   */
  intercom: { secretArn?: string; appId?: string; identitySecret?: string; widgetUrl: string };
}

export interface MetaEnv {
  secretArn?: string;
  appId?: string;
  appSecret?: string;
  /** The Graph API with its version (https://graph.facebook.com/v21.0). */
  graphUrl: string;
  /** Facebook Login's dialog (https://www.facebook.com/v21.0/dialog/oauth). */
  dialogUrl: string;
}

export interface XEnv {
  secretArn?: string;
  clientId?: string;
  clientSecret?: string;
  /** X API v2 (https://api.x.com); also where the token endpoint is. */
  apiUrl: string;
  /** The consent page (https://x.com/i/oauth2/authorize). */
  authorizeUrl: string;
  /** Where X sends the user back; `oob` shows the PIN the user types in (spec 1: the PIN flow). */
  redirectUri: string;
}

export interface MailOAuthEnv {
  issuer: string;
  clientId: string;
  clientSecret: string;
  scope: string;
  smtp: { host: string; port: number };
  imap: { host: string; port: number };
}

export function readEnv(e: NodeJS.ProcessEnv = process.env): Env {
  return {
    tableName: e.TABLE_NAME ?? 'outreach',
    region: e.AWS_REGION ?? e.AWS_DEFAULT_REGION ?? 'us-east-1',
    kmsKeyId: e.KMS_KEY_ID,
    channelKmsKeyId: e.CHANNEL_KMS_KEY_ID,
    stepsQueueUrl: e.STEPS_QUEUE_URL,
    postsQueueUrl: e.POSTS_QUEUE_URL,
    stepsQueueArn: e.STEPS_QUEUE_ARN,
    postsQueueArn: e.POSTS_QUEUE_ARN,
    schedulerGroup: e.SCHEDULER_GROUP,
    schedulerRoleArn: e.SCHEDULER_ROLE_ARN,
    schedulerDlqArn: e.SCHEDULER_DLQ_ARN,
    blobBucket: e.BLOB_BUCKET ?? 'outreach-uploads',
    blobPublicUrl: e.BLOB_PUBLIC_URL,
    mailFrom: e.MAIL_FROM ?? 'Outreach <no-reply@outreach.example.com>',
    appUrl: e.APP_URL ?? 'http://localhost:3000',
    jwtSecretArn: e.JWT_SECRET_ARN,
    realtimeEndpoint: e.REALTIME_ENDPOINT,
    oauth: {
      google: {
        issuer: e.GOOGLE_ISSUER ?? 'https://accounts.google.com',
        clientId: e.GOOGLE_CLIENT_ID ?? '',
        clientSecret: e.GOOGLE_CLIENT_SECRET ?? '',
      },
      microsoft: {
        issuer: e.MICROSOFT_ISSUER ?? 'https://login.microsoftonline.com/common/v2.0',
        clientId: e.MICROSOFT_CLIENT_ID ?? '',
        clientSecret: e.MICROSOFT_CLIENT_SECRET ?? '',
      },
    },
    local: e.OUTREACH_LOCAL === '1',
    checkResponses: e.OUTREACH_LOCAL === '1' && e.CHECK_RESPONSES === '1',
    localSecretKeyFile: e.LOCAL_SECRET_KEY_FILE,
    localDnsZoneFile: e.LOCAL_DNS_ZONE_FILE,
    trustViewerAddress: e.TRUST_VIEWER_ADDRESS === '1',
    webhookSandboxUrl: e.WEBHOOK_SANDBOX_URL,
    peopleDirectoryUrl: e.PEOPLE_DIRECTORY_URL,
    linkedInLoginWaitMs: Number(e.LINKEDIN_LOGIN_WAIT_MS) || 25_000,
    mailTlsAllowSelfSigned: e.OUTREACH_LOCAL === '1' && e.MAIL_TLS_ALLOW_SELF_SIGNED === '1',
    stripe: {
      secretArn: e.STRIPE_SECRET_ARN,
      apiUrl: e.STRIPE_API_URL,
      secretKey: e.STRIPE_SECRET_KEY,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      jsUrl: e.STRIPE_JS_URL ?? 'https://js.stripe.com/v3/',
    },
    x: {
      secretArn: e.X_SECRET_ARN,
      clientId: e.X_CLIENT_ID,
      clientSecret: e.X_CLIENT_SECRET,
      apiUrl: e.X_API_URL ?? 'https://api.x.com',
      authorizeUrl: e.X_AUTHORIZE_URL ?? 'https://x.com/i/oauth2/authorize',
      redirectUri: e.X_REDIRECT_URI ?? 'oob',
    },
    intercom: {
      secretArn: e.INTERCOM_SECRET_ARN,
      appId: e.INTERCOM_APP_ID,
      identitySecret: e.INTERCOM_IDENTITY_SECRET,
      widgetUrl: e.INTERCOM_WIDGET_URL ?? 'https://widget.intercom.io/widget',
    },
    meta: {
      secretArn: e.META_SECRET_ARN,
      appId: e.META_APP_ID,
      appSecret: e.META_APP_SECRET,
      graphUrl: e.META_GRAPH_URL ?? 'https://graph.facebook.com/v21.0',
      dialogUrl: e.META_DIALOG_URL ?? 'https://www.facebook.com/v21.0/dialog/oauth',
    },
    mailOAuth: {
      gmail: {
        issuer: e.GMAIL_OAUTH_ISSUER ?? 'https://accounts.google.com',
        clientId: e.GMAIL_OAUTH_CLIENT_ID ?? '',
        clientSecret: e.GMAIL_OAUTH_CLIENT_SECRET ?? '',
        scope: e.GMAIL_OAUTH_SCOPE ?? 'openid email profile https://mail.google.com/',
        smtp: { host: e.GMAIL_SMTP_HOST ?? 'smtp.gmail.com', port: Number(e.GMAIL_SMTP_PORT) || 465 },
        imap: { host: e.GMAIL_IMAP_HOST ?? 'imap.gmail.com', port: Number(e.GMAIL_IMAP_PORT) || 993 },
      },
      outlook: {
        issuer: e.OUTLOOK_OAUTH_ISSUER ?? 'https://login.microsoftonline.com/common/v2.0',
        clientId: e.OUTLOOK_OAUTH_CLIENT_ID ?? '',
        clientSecret: e.OUTLOOK_OAUTH_CLIENT_SECRET ?? '',
        scope:
          e.OUTLOOK_OAUTH_SCOPE ??
          'openid email profile offline_access https://outlook.office.com/SMTP.Send https://outlook.office.com/IMAP.AccessAsUser.All',
        smtp: { host: e.OUTLOOK_SMTP_HOST ?? 'smtp.office365.com', port: Number(e.OUTLOOK_SMTP_PORT) || 587 },
        imap: {
          host: e.OUTLOOK_IMAP_HOST ?? 'outlook.office365.com',
          port: Number(e.OUTLOOK_IMAP_PORT) || 993,
        },
      },
    },
  };
}
