import { startRuntime } from './runtime.ts';

const t0 = Date.now();
const runtime = await startRuntime({
  port: process.env.PORT ? Number(process.env.PORT) : 3000,
  // Another state folder than .data/ (e.g. to try a fresh start without losing yours).
  dataDir: process.env.OUTREACH_DATA_DIR,
  // LinkedIn's checks on a login's country and browser identity, as a user of the product meets them.
  sandboxIdentityChecks: process.env.SANDBOX_IDENTITY_CHECKS !== '0',
});
console.log(
  `ready in ${Date.now() - t0} ms — local info: ${runtime.url}/_local/info, mail: ${runtime.url}/_local/mail`,
);

let stopping = false;
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nstopping…');
    await runtime.stop();
    process.exit(0);
  });
}
