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
