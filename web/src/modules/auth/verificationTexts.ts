import type { VerificationLinkState } from '@outreach/shared/schemas/auth';

// Spec 1 §2 names the link states but gives no copy; these texts are ours.
export const verificationTexts: Record<VerificationLinkState, { title: string; text: string }> = {
  live: { title: 'Verifying your email', text: 'One moment while we check your verification link.' },
  success: { title: 'Your email is verified', text: 'Thank you! Your email address has been verified.' },
  expired: {
    title: 'This link has expired',
    text: 'Verification links are valid for a limited time. Request a new one and use it soon.',
  },
  bad_request: {
    title: 'This link is not valid',
    text: 'The verification link is incorrect or has already been used.',
  },
  resend_link_success: {
    title: 'Check your inbox',
    text: 'We have sent you a new verification link. It may take a minute to arrive.',
  },
  resend_link_invalid: {
    title: 'We could not send a new link',
    text: 'Something went wrong while sending a new verification link. Please try again later.',
  },
};
