import { createContext } from 'react';

export interface SessionApi {
  /** The stored access token, or null when signed out. */
  token: string | null;
  isAuthenticated: boolean;
  /** Stores a token from sign-in, sign-up, exchange or a social callback. */
  signIn(authToken: string): Promise<void>;
  /**
   * Replaces the token of a signed-in session (a team switch) and reads every mounted query again
   * under it: the shell re-themes and re-gates for the new team without a page reload.
   */
  switchSession(authToken: string): void;
  /** Logs out on the server, then clears the token, every cache and the user state. */
  signOut(): Promise<void>;
}

export const SessionContext = createContext<SessionApi | null>(null);
