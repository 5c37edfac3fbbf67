// The Lambda host's composition root. infra/lib/bundle.ts injects this module into every bundled
// function, so it runs before the handler module: a function that lacks its AWS configuration fails
// its cold start here instead of serving with a stand-in.
import { provideDeps } from '../lib/deps.ts';
import { readEnv } from '../lib/env.ts';
import { awsDeps } from './aws-deps.ts';

const env = readEnv();
const deps = awsDeps(env);
if (!env.jwtSecretArn) throw new Error('JWT_SECRET_ARN is not set: access tokens need the signing key');
provideDeps(deps);
