// Selectors and paths of the InMail compose page (a member's InMail thread and the form), beside
// page-objects.ts: first match wins.

export const inmailPaths = {
  compose: (publicId: string) => `/in/${encodeURIComponent(publicId)}/inmail/`,
} as const;

export const inmailSel = {
  compose: ['section.msg-inmail-compose'],
  connected: ['.msg-inmail-compose__connected'],
  noCredits: ['.msg-inmail-compose__no-credits'],
  openProfile: ['.msg-inmail-compose__open-profile'],
  subject: ['input.msg-form__subject', 'input[name="subject"]'],
  body: ['textarea.msg-form__contenteditable', 'textarea[name="body"]'],
  send: ['button.msg-form__send-button', 'button[type="submit"]'],
  event: ['li.msg-s-message-list__event', '.msg-s-event-listitem'],
  eventBody: ['.msg-s-event-listitem__body'],
  errorToast: ['[data-test-artdeco-toast-item-type="error"]'],
} as const;
