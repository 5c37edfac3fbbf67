// Spec 1 §8, word for word. 'click here' in these messages is a link (to sign-up, or to login).
export const signInErrorMessages: Readonly<Record<number, string>> = {
  400: 'User registered with a different authentication method. Please try again',
  401: 'Something went wrong. If you signed up with gmail or microsoft, please make sure to login with that method.',
  404: "User doesn't exists. Please click here to create a new account",
};
export const signUpUserExistsMessage = 'User already exists. Please click here to login';
export const currentPasswordWrongMessage = 'The current password is wrong';
export const passwordUpdatedMessage = 'Password updated successfully';

export interface LinkedMessage {
  text: string;
  /** Where the message's 'click here' leads, when it has one. */
  linkTo?: string;
}

/** The form message for a failed sign-in: the spec's text by status, else the server's first message. */
export function signInErrorFor(statusCode: number, serverMessage: string): LinkedMessage {
  const text = signInErrorMessages[statusCode];
  if (!text) return { text: serverMessage };
  return statusCode === 404 ? { text, linkTo: '/auth/signup' } : { text };
}

/** The form message for a failed sign-up: 400 is 'User already exists' with a link to login. */
export function signUpErrorFor(statusCode: number, serverMessage: string): LinkedMessage {
  if (statusCode === 400 && /already exists/i.test(serverMessage)) {
    return { text: signUpUserExistsMessage, linkTo: '/auth/login' };
  }
  return { text: serverMessage };
}
