import { startRuntime } from './runtime.ts';

const t0 = Date.now();
const runtime = await startRuntime({ port: process.env.PORT ? Number(process.env.PORT) : 3000 });
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
