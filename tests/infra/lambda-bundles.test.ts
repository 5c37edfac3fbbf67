import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, relative, sep } from 'node:path';
import { ensureTable, startDynamoDb } from '@outreach/local/stand-ins/dynamodb';
import { routes } from '@outreach/shared/routes';
import { init } from 'es-module-lexer';
import getPort from 'get-port';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { type Bundle, bundleFunctions, repoRoot } from '../../infra/lib/bundle.ts';
import {
  fullGraph,
  measureBundle,
  type SizeReport,
  sourcesOf,
  staticGraph,
} from '../../infra/lib/bundle-size.ts';
import { tempDir } from './support/fixtures.ts';

// What each Lambda loads, read from the one-pass bundle itself (its import statements and source maps).
describe('Lambda bundles', () => {
  let root: string;
  let bundle: Bundle;
  let sizes: SizeReport;
  const rel = (files: string[]) =>
    files.map((f) => relative(repoRoot, f).split(sep).join('/')).filter((f) => !f.startsWith('..'));
  /** Repo-relative sources a function may ever load (static and `import()` chunks alike). */
  const everything = (entry: string) => rel(sourcesOf(bundle.outDir, fullGraph(bundle.outDir, entry)));
  /** Repo-relative sources a function loads at cold start. */
  const atStart = (entry: string) => rel(sourcesOf(bundle.outDir, staticGraph(bundle.outDir, entry)));

  beforeAll(async () => {
    await init;
    root = tempDir('bundle');
    // The runtime's SDK stays outside the asset; the repo's copy stands in for it when a test loads a function.
    symlinkSync(join(repoRoot, 'node_modules'), join(root, 'node_modules'));
    bundle = bundleFunctions({
      sourceDir: join(repoRoot, 'functions', 'src'),
      outDir: join(root, 'lambda'),
      routes,
    });
    sizes = await measureBundle(bundle.outDir, bundle.entries);
    // Bundling every handler is real work (seconds on a quiet machine, more on a busy one): it gets the
    // suite's own time limit, not the 10 s hook default (as in app.test.ts).
  }, 300_000);

  /** Imports every function's module (and every chunk) in a fresh Node process with the given environment, as a cold start does. */
  const coldStart = (env: Record<string, string>) => {
    const script = join(root, 'cold-start.mjs');
    writeFileSync(
      script,
      // Errors are printed as their stack and the process ends on its own: an uncaught error would make
      // Node print the minified source line (hundreds of KB) and exit before the pipe drains it all.
      `try {
        for (const e of ${JSON.stringify(bundle.entries)}) {
          const m = await import('./lambda/' + e + '.mjs');
          if (typeof m.handler !== 'function') throw new Error(e + ' exports no handler');
        }
        // The chunks behind import() too (the lazily loaded AWS adapters).
        const { readdirSync } = await import('node:fs');
        for (const c of readdirSync('lambda/chunks').filter((f) => f.endsWith('.mjs'))) await import('./lambda/chunks/' + c);
      } catch (e) {
        process.stderr.write(String(e?.stack ?? e) + '\\n');
        process.exitCode = 1;
      }\n`,
    );
    return spawnSync(process.execPath, [script], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', AWS_REGION: 'eu-west-1', TABLE_NAME: 'outreach', ...env },
      encoding: 'utf8',
    });
  };

  it('starts every function with its AWS configuration, and none without its KMS key', () => {
    const aws = {
      KMS_KEY_ID: 'arn:aws:kms:eu-west-1:111122223333:key/1234',
      JWT_SECRET_ARN: 'arn:aws:secretsmanager:eu-west-1:111122223333:secret:jwt',
    };
    const ok = coldStart(aws);
    expect(ok.stderr.split('\n').filter((l) => /Error/.test(l) && !/NodeVersionSupport/.test(l))).toEqual([]);
    expect(ok.status).toBe(0);
    const noKey = coldStart({ JWT_SECRET_ARN: aws.JWT_SECRET_ARN });
    expect(noKey.status).not.toBe(0);
    expect(noKey.stderr).toContain('KMS_KEY_ID is not set');
  });

  it('carries no local adapter in any function, not even behind a dynamic import', () => {
    const local = bundle.entries.flatMap((e) =>
      everything(e)
        .filter((s) => /functions\/src\/(adapters\/local\/|hosts\/local-deps)/.test(s))
        .map((s) => `${e} → ${s}`),
    );
    expect(local).toEqual([]);
  });

  it('wires every function through the Lambda host before its handler runs', () => {
    const unwired = bundle.entries.filter((e) => !atStart(e).includes('functions/src/hosts/lambda.ts'));
    expect(unwired).toEqual([]);
  });

  it('loads only the DynamoDB client at start; other AWS clients load with their first use', () => {
    const sdk = new Set(sizes.entries.flatMap((e) => e.external));
    expect([...sdk].sort()).toEqual(['@aws-sdk/client-dynamodb', '@aws-sdk/lib-dynamodb']);
  });

  it("bundles none of zod's translations (only its default English messages)", () => {
    const locales = new Set(
      bundle.entries.flatMap((e) => everything(e).filter((s) => /zod\/v4\/locales\/(?!en\.js$)/.test(s))),
    );
    expect([...locales]).toEqual([]);
  });

  it("bundles none of zod's JSON Schema generation (a stand-in that throws, esbuild-worker.mjs)", () => {
    const generation = new Set(
      bundle.entries.flatMap((e) =>
        everything(e).filter((s) => /zod\/v4\/core\/(to-json-schema|json-schema-generator)\.js$/.test(s)),
      ),
    );
    expect([...generation]).toEqual([]);
    // The sign-up served from the bundle below parses its request with these schemas.
  });

  it('loads the password hasher only in the handlers that hash or verify a password', () => {
    const hashing = bundle.entries.filter((e) =>
      atStart(e).some((s) => s.includes('node_modules/hash-wasm/')),
    );
    expect(hashing.sort()).toEqual([
      'http/auth/set-new-password',
      'http/auth/sign-in',
      'http/auth/sign-up',
      'http/users/change-password',
      'http/users/set-credentials',
    ]);
  });

  it("carries neither ElectroDB's Service nor every entity: a function loads the entities its code imports", () => {
    const loads = bundle.entries.map((e) => [e, everything(e)] as const);
    const grouped = loads.flatMap(([e, sources]) =>
      sources
        .filter((s) =>
          /functions\/src\/data\/service\.ts|electrodb\/(index|src\/service)\.js|node_modules\/jsonschema\//.test(
            s,
          ),
        )
        .map((s) => `${e} → ${s}`),
    );
    expect(grouped).toEqual([]);
    // The grouped entities are the local hosts' (deps.db.entities, deps.db.transaction): no bundled code reaches them.
    const sources = new Set(loads.flatMap(([, all]) => all));
    const viaDeps = [...sources].filter(
      (s) =>
        s.startsWith('functions/') &&
        /\bdb\.(entities|transaction)\b/.test(readFileSync(join(repoRoot, s), 'utf8')),
    );
    expect(viaDeps).toEqual([]);
    const signIn = atStart('http/auth/sign-in').filter((s) => s.includes('functions/src/data/entities/'));
    expect(signIn).toContain('functions/src/data/entities/session.ts');
    expect(signIn).not.toContain('functions/src/data/entities/campaign.ts');
  });

  it('checks access tokens with jose, and only functions that start or refresh a session load its signing', () => {
    // Access tokens are verified with jose's jwtVerify everywhere; SignJWT lives in sign-access-token.ts.
    const signs = bundle.entries.filter((e) =>
      atStart(e).some((s) => s.includes('node_modules/jose/dist/webapi/jwt/sign.js')),
    );
    expect(signs.filter((e) => !/^http\/(auth|email|teams|users)\/|^jobs\/run-step$/.test(e))).toEqual([]);
    expect(signs).not.toContain('http/users/get-me');
    expect(atStart('http/users/get-me')).toContain('node_modules/jose/dist/webapi/jwt/verify.js');
  });

  it('serves a sign-up, then the new user profile, from the bundle against DynamoDB Local', async () => {
    // Prepare: DynamoDB Local for the table; Secrets Manager (the signing key) and SES (the
    // verification mail) answered by a stand-in of ours, as the bundled adapters call them.
    const dynamo = await startDynamoDb(await getPort({ host: '127.0.0.1' }));
    const calls: string[] = [];
    const aws = createServer((req, res) => {
      const target = String(req.headers['x-amz-target'] ?? `${req.method} ${req.url}`);
      calls.push(target);
      req.resume().on('end', () => {
        res.setHeader('content-type', 'application/x-amz-json-1.1');
        if (target === 'secretsmanager.GetSecretValue')
          res.end(JSON.stringify({ Name: 'jwt', SecretString: 'k'.repeat(32) }));
        else res.end(JSON.stringify({ MessageId: 'm1' }));
      });
    });
    await new Promise<void>((r) => aws.listen(0, '127.0.0.1', r));
    const awsUrl = `http://127.0.0.1:${(aws.address() as AddressInfo).port}`;
    try {
      for (const [k, v] of Object.entries({
        AWS_REGION: 'eu-west-1',
        AWS_ACCESS_KEY_ID: 'local',
        AWS_SECRET_ACCESS_KEY: 'local',
      }))
        vi.stubEnv(k, v);
      await ensureTable(dynamo.url, 'outreach');
      const script = join(root, 'serve.mjs');
      writeFileSync(
        script,
        `const ctx = { getRemainingTimeInMillis: () => 29000, functionName: 'f', awsRequestId: 'r' };
        const call = async (entry, event) => {
          const { handler } = await import('./lambda/' + entry + '.mjs');
          const res = await handler({ headers: {}, ...event }, ctx);
          return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : undefined };
        };
        const signUp = () => call('http/auth/sign-up', {
          rawPath: '/api/v1/auth/sign-up',
          headers: { 'content-type': 'application/json', 'user-agent': 'test' },
          requestContext: { http: { method: 'POST', sourceIp: '192.0.2.1' } },
          body: JSON.stringify({ email: 'ada@example.com', password: 'Sandbox1!x', firstName: 'Ada', lastName: 'L' }),
        });
        const up = await signUp();
        const again = await signUp();
        const me = await call('http/users/get-me', {
          rawPath: '/api/v1/users/me',
          headers: { authorization: 'Bearer ' + up.body?.authToken },
          requestContext: { http: { method: 'GET', sourceIp: '192.0.2.1' } },
        });
        process.stdout.write(JSON.stringify({ up: up.status, again, me }));\n`,
      );
      const child = spawn(process.execPath, [script], {
        cwd: root,
        env: {
          PATH: process.env.PATH ?? '',
          AWS_REGION: 'eu-west-1',
          AWS_ACCESS_KEY_ID: 'local',
          AWS_SECRET_ACCESS_KEY: 'local',
          TABLE_NAME: 'outreach',
          KMS_KEY_ID: 'arn:aws:kms:eu-west-1:111122223333:key/1234',
          JWT_SECRET_ARN: 'arn:aws:secretsmanager:eu-west-1:111122223333:secret:jwt',
          AWS_ENDPOINT_URL_DYNAMODB: dynamo.url,
          AWS_ENDPOINT_URL_SECRETS_MANAGER: awsUrl,
          AWS_ENDPOINT_URL_SESV2: awsUrl,
        },
      });
      let out = '';
      let err = '';
      child.stdout.on('data', (d) => {
        out += d;
      });
      child.stderr.on('data', (d) => {
        err += d;
      });
      const code = await new Promise((r) => child.on('close', r));
      // Act is the child's run; Assess what it answered.
      expect({
        code,
        err: err.split('\n').filter((l) => /Error/.test(l) && !/NodeVersionSupport/.test(l)),
      }).toEqual({
        code: 0,
        err: [],
      });
      const res = JSON.parse(out);
      expect(res.up).toBe(201);
      // The same email again: the transaction's guard item refuses it (a canceled transaction).
      expect(res.again).toMatchObject({
        status: 400,
        body: { message: 'User already exists. Please click here to login' },
      });
      expect(res.me).toMatchObject({ status: 200, body: { email: 'ada@example.com', firstName: 'Ada' } });
      expect(calls).toContain('secretsmanager.GetSecretValue');
    } finally {
      vi.unstubAllEnvs();
      aws.close();
      await dynamo.stop();
    }
  }, 120_000);
});
