/**
 * Loads something once, on first use: an adapter module and the SDK client it builds. A failed load
 * is retried by the next call rather than cached.
 *
 * @example
 * const mailer = lazy(async () => (await import('../adapters/aws/ses-mailer.ts')).sesMailer(from));
 * await (await mailer()).send(message);
 */
export function lazy<T>(load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => {
    if (!value) {
      value = load();
      value.catch(() => {
        value = undefined;
      });
    }
    return value;
  };
}

/**
 * A port whose adapter loads on its first call: every method, each named in `methods` (the type
 * requires all of the port's), waits for the adapter and then calls it.
 *
 * @example
 * const mailer = lazyPort<Mailer>(async () => (await import('../adapters/aws/ses-mailer.ts')).sesMailer(from), {
 *   send: 1,
 * });
 */
export function lazyPort<P extends object>(load: () => Promise<P>, methods: Record<keyof P, 1>): P {
  const adapter = lazy(load);
  const port: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
  for (const m of Object.keys(methods)) {
    port[m] = async (...args) => {
      const a = (await adapter()) as Record<string, (...args: unknown[]) => unknown>;
      return a[m](...args);
    };
  }
  return port as P;
}
