import { mkdirSync } from 'node:fs';
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
  return { url: `http://127.0.0.1:${port}`, stop: () => server.close() };
}
