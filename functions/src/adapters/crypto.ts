import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

function aad(context: Record<string, string>): Buffer {
  const keys = Object.keys(context).sort();
  return Buffer.from(keys.map((k) => `${k}=${context[k]}`).join('&'));
}

/** AES-256-GCM; output `iv.tag.ciphertext` in base64url. The context is bound as additional data. */
export function aesGcmEncrypt(key: Buffer, plaintext: string, context: Record<string, string>): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(aad(context));
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.');
}

export function aesGcmDecrypt(key: Buffer, payload: string, context: Record<string, string>): string {
  const [iv, tag, data] = payload.split('.').map((p) => Buffer.from(p, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(aad(context));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
}
