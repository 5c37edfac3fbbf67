// White label arrives with its own issue. Until then every user is a non-white-label user on the
// product's own domain; the gates still read these values so nothing changes when it lands.
export interface WhiteLabelContext {
  isWhiteLabelUser: boolean;
  isOwnDomain: boolean;
  /** Spec 1 §2 gate (4) input; null for non-white-label users. */
  whiteLabel: null;
}

export function currentWhiteLabelContext(): WhiteLabelContext {
  return { isWhiteLabelUser: false, isOwnDomain: true, whiteLabel: null };
}
