import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod';

/**
 * A react-hook-form resolver whose zod schema, and zod itself, load on first use rather than with the
 * page, so a public form paints without them. `preload()` starts the load early (e.g. on the first
 * keystroke); validation always waits for it, so no input is ever checked without the schema.
 *
 * @example
 * const signIn = lazyZodResolver(() => import('@outreach/shared/schemas/auth').then((m) => m.ZSignInRequest));
 * useForm({ resolver: signIn.resolver, mode: 'onTouched' });
 */
export function lazyZodResolver<S extends z.ZodType<unknown, FieldValues>>(load: () => Promise<S>) {
  type Input = z.input<S> & FieldValues;
  type Output = z.output<S>;
  let ready: Promise<Resolver<Input, unknown, Output>> | undefined;
  const get = () => {
    ready ??= Promise.all([import('@hookform/resolvers/zod'), load()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as unknown as Resolver<Input, unknown, Output>,
    );
    return ready;
  };
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) =>
    (await get())(values, context, options);
  return {
    resolver,
    preload(): void {
      get().catch(() => undefined);
    },
  };
}
