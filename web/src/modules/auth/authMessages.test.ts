import { describe, expect, it } from 'vitest';
import { signInErrorFor, signUpErrorFor } from './authMessages.ts';

describe('sign-in and sign-up messages (spec 1 §8)', () => {
  it('maps sign-in statuses to the spec texts', () => {
    expect(signInErrorFor(400, 'x').text).toBe(
      'User registered with a different authentication method. Please try again',
    );
    expect(signInErrorFor(401, 'x').text).toBe(
      'Something went wrong. If you signed up with gmail or microsoft, please make sure to login with that method.',
    );
    expect(signInErrorFor(404, 'x')).toEqual({
      text: "User doesn't exists. Please click here to create a new account",
      linkTo: '/auth/signup',
    });
  });
  it('falls back to the server message for other statuses', () => {
    expect(signInErrorFor(429, 'Too many attempts')).toEqual({ text: 'Too many attempts' });
  });
  it('links the sign-up "already exists" message to login', () => {
    expect(signUpErrorFor(400, 'User already exists. Please click here to login')).toEqual({
      text: 'User already exists. Please click here to login',
      linkTo: '/auth/login',
    });
    expect(signUpErrorFor(400, 'Please enter a valid email')).toEqual({ text: 'Please enter a valid email' });
  });
});
