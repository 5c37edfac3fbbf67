import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Secrets } from '../../ports/secrets.ts';
import { aesGcmDecrypt, aesGcmEncrypt } from '../crypto.ts';

/** Local stand-in for KMS: one 256-bit key kept in a git-ignored file under .data/. */
export function fileKeySecrets(keyFile: string): Secrets {
  let key: Buffer | undefined;
  const load = () => {
    if (key) return key;
    if (!existsSync(keyFile)) {
      mkdirSync(dirname(keyFile), { recursive: true });
      writeFileSync(keyFile, randomBytes(64).toString('base64'), { mode: 0o600 });
    }
    key = Buffer.from(readFileSync(keyFile, 'utf8'), 'base64');
    return key;
  };
  return {
    async encrypt(plaintext, context) {
      return `local1.${aesGcmEncrypt(load().subarray(0, 32), plaintext, context)}`;
    },
    async decrypt(ciphertext, context) {
      if (!ciphertext.startsWith('local1.')) throw new Error('Unknown secret format');
      return aesGcmDecrypt(load().subarray(0, 32), ciphertext.slice(7), context);
    },
    async signingKey() {
      return new Uint8Array(load().subarray(32));
    },
  };
}
