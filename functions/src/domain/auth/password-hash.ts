import { randomBytes } from 'node:crypto';
import { argon2id, argon2Verify } from 'hash-wasm';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. Memory-hard, pure WASM so it runs in Lambda as is.
const PARAMS = { parallelism: 1, iterations: 2, memorySize: 19_456, hashLength: 32 } as const;

export async function hashPassword(password: string): Promise<string> {
  return argon2id({ password, salt: randomBytes(16), ...PARAMS, outputType: 'encoded' });
}

export async function verifyPassword(password: string, hash: string | undefined): Promise<boolean> {
  if (!hash) return false;
  try {
    return await argon2Verify({ password, hash });
  } catch {
    return false;
  }
}
