/**
 * The support chat's app (Intercom's Messenger, spec 1 §2 "help chat button"): its app id and the
 * identity-verification secret that signs each user's id. Absent where none is configured.
 */
export interface SupportChat {
  /** Null while the operator has not put the app's id and secret (the chat stays off). */
  app(): Promise<{ appId: string; identitySecret: string } | null>;
}
