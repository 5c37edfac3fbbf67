import { createContext } from 'react';

export interface SessionApi {
  /** The stored access token, or null when signed out. */
  token: string | null;
  isAuthenticated: boolean;
  /** Stores a token from sign-in, sign-up, exchange or a social callback. */
  signIn(authToken: string): Promise<void>;
  /** Logs out on the server, then clears the token, every cache and the user state. */
  signOut(): Promise<void>;
}

export const SessionContext = createContext<SessionApi | null>(null);
