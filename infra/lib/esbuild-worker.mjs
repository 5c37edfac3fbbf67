// Runs one esbuild build (the async API, the only one that takes plugins) for bundle.ts' synchronous
// bundleFunctions: the caller blocks on `done` and reads the result from `port` (receiveMessageOnPort).
// Plain JavaScript, so it loads the same under tsx, vitest and CDK's synth.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { workerData } from 'node:worker_threads';
import { build } from 'esbuild';

const { options, port, done } = workerData;

const JSON_SCHEMA_PROCESSORS = /[\\/]zod[\\/]v4[\\/]core[\\/]json-schema-processors\.js$/;
const TO_JSON_SCHEMA = /[\\/]zod[\\/]v4[\\/]core[\\/]to-json-schema\.js$/;
const CLASSIC_SCHEMAS = /[\\/]zod[\\/]v4[\\/]classic[\\/]schemas\.js$/;
const refuse = `() => { throw new Error('zod JSON Schema generation is left out of the Lambda bundle (infra/lib/esbuild-worker.mjs)'); }`;

/**
 * zod's schemas carry their JSON Schema generation (`toJSONSchema`, `~standard.jsonSchema`, one processor
 * per schema kind: ~17 KiB minified) into every function, which only validates requests. In the Lambda
 * bundle, zod's classic schemas get stand-ins that throw if ever called; `aggregateChecks` stays real
 * (the schemas' `minLength`/`maxLength`/`format` getters read it). Nothing under functions/src or
 * shared/src generates JSON Schema at run time (the OpenAPI document is built by infra and the tools,
 * unbundled, with the real zod); tests/infra/lambda-bundles.test.ts checks the bundle serves requests.
 */
const zodWithoutJsonSchema = {
  name: 'zod-without-json-schema',
  setup(b) {
    b.onResolve({ filter: /json-schema-processors\.js$|to-json-schema\.js$/ }, (args) => {
      if (!CLASSIC_SCHEMAS.test(args.importer)) return undefined;
      const real = resolve(args.resolveDir, args.path);
      if (JSON_SCHEMA_PROCESSORS.test(real)) return { path: real, namespace: 'zod-processors-pass' };
      if (TO_JSON_SCHEMA.test(real)) return { path: real, namespace: 'zod-to-json-schema-pass' };
      return undefined;
    });
    b.onLoad({ filter: /.*/, namespace: 'zod-processors-pass' }, (args) => {
      const names = [...readFileSync(args.path, 'utf8').matchAll(/^export (?:const|function) (\w+)/gm)]
        .map((m) => m[1])
        .filter((n) => n !== 'aggregateChecks');
      return {
        contents: [
          `export { aggregateChecks } from ${JSON.stringify(args.path)};`,
          `const refuse = ${refuse};`,
          `export { ${names.map((n) => `refuse as ${n}`).join(', ')} };`,
        ].join('\n'),
        loader: 'js',
        resolveDir: dirname(args.path),
      };
    });
    b.onLoad({ filter: /.*/, namespace: 'zod-to-json-schema-pass' }, () => ({
      contents: [
        `export const createToJSONSchemaMethod = () => ${refuse};`,
        `export const createStandardJSONSchemaMethod = () => ${refuse};`,
      ].join('\n'),
      loader: 'js',
    }));
  },
};

try {
  const result = await build({ ...options, plugins: [zodWithoutJsonSchema] });
  port.postMessage({
    files: result.outputFiles.map((f) => ({ path: f.path, text: f.text })),
    metafile: result.metafile,
  });
} catch (e) {
  port.postMessage({ error: e instanceof Error ? (e.stack ?? e.message) : String(e) });
} finally {
  Atomics.store(done, 0, 1);
  Atomics.notify(done, 0);
}
