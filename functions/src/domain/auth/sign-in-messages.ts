// Apart from sign-in.ts so the OAuth handlers share the texts without loading the password hasher.
/** Spec 1 §8 sign-in errors, word for word. */
export const signInMessages = {
  differentMethod: 'User registered with a different authentication method. Please try again',
  wrongPassword:
    'Something went wrong. If you signed up with gmail or microsoft, please make sure to login with that method.',
  unknownUser: "User doesn't exists. Please click here to create a new account",
} as const;
