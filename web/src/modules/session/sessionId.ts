import { decodeJwt } from 'jose';

/** The session id (`sid`) an access token carries, or null (the socket belongs to one session). */
export function sessionIdOf(token: string | null): string | null {
  if (!token) return null;
  try {
    const { sid } = decodeJwt(token);
    return typeof sid === 'string' ? sid : null;
  } catch {
    return null;
  }
}
