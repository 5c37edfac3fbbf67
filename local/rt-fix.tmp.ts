import { startRuntime } from './src/runtime.ts';

await startRuntime({ port: 3300, dataDir: '/tmp/rt3300', quiet: true, bot: false });
console.log('up');
