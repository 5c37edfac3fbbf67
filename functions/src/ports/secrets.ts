/** Encrypts secrets at rest (KMS envelope in AWS, a local key file locally) and holds the token signing key. */
export interface Secrets {
  encrypt(plaintext: string, context: Record<string, string>): Promise<string>;
  decrypt(ciphertext: string, context: Record<string, string>): Promise<string>;
  /** The HMAC key that signs access tokens. */
  signingKey(): Promise<Uint8Array>;
}
