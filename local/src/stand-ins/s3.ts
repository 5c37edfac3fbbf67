import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import S3rver from 's3rver';
import type { StandIn } from './dynamodb.ts';

/** s3rver on loopback; buckets are folders under `dir`. It does not check signatures. */
export async function startS3(
  port: number,
  dir: string,
  buckets: string[],
  allowedOrigin: string,
): Promise<StandIn> {
  mkdirSync(dir, { recursive: true });
  const cors = `<CORSConfiguration><CORSRule><AllowedOrigin>${allowedOrigin}</AllowedOrigin><AllowedMethod>PUT</AllowedMethod><AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader></CORSRule></CORSConfiguration>`;
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    directory: dir,
    silent: true,
    configureBuckets: buckets.map((name) => ({ name, configs: [Buffer.from(cors)] })),
  } as never);
  await server.run();
  // s3rver knows only its own access key (S3RVER); accept the local credentials the runtime sets too.
  const { DUMMY_ACCOUNT } = createRequire(import.meta.url)('s3rver/lib/models/account.js');
  DUMMY_ACCOUNT.createKeyPair(
    process.env.AWS_ACCESS_KEY_ID ?? 'local',
    process.env.AWS_SECRET_ACCESS_KEY ?? 'local',
  );
  return { url: `http://127.0.0.1:${port}`, stop: () => server.close() };
}
