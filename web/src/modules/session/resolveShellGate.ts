// Spec 1 §2 "Application shell", gate order (1)–(7), as a pure function of what the SPA knows.
export interface ShellGateInput {
  isAuthenticated: boolean;
  /** Profile fields the gate reads; undefined while the profile has not loaded. */
  profile?: { isEmailVerified: boolean; isBlocked: boolean; isWalkthroughCompleted: boolean };
  /** True while the profile, real user, features or white-label data load. */
  isLoading: boolean;
  /** A white-label user on an inactive, blocked, deactivated or paused account, or a mismatched domain. */
  isWhiteLabelBlocked: boolean;
  /** The product's own domain (not a white-label domain). */
  isOwnDomain: boolean;
}

export type ShellGate =
  | { kind: 'redirect'; to: '/auth/login' | '/app/verifyEmail' | '/walkthrough' }
  | { kind: 'loader' }
  | { kind: 'whiteLabelBlocked' }
  | { kind: 'blocked' }
  | { kind: 'render' };

export function resolveShellGate(input: ShellGateInput): ShellGate {
  const { profile } = input;
  if (!input.isAuthenticated) return { kind: 'redirect', to: '/auth/login' }; // (1)
  if (profile && !profile.isEmailVerified) return { kind: 'redirect', to: '/app/verifyEmail' }; // (2)
  if (input.isLoading || !profile) return { kind: 'loader' }; // (3)
  if (input.isWhiteLabelBlocked) return { kind: 'whiteLabelBlocked' }; // (4)
  if (profile.isBlocked) return { kind: 'blocked' }; // (5)
  if (input.isOwnDomain && !profile.isWalkthroughCompleted) return { kind: 'redirect', to: '/walkthrough' }; // (6)
  return { kind: 'render' }; // (7)
}
