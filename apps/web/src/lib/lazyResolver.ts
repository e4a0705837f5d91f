import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** A form's resolver that fetches its schema the first time it is needed, and can be asked to start early. */
export type LazyResolver<In extends FieldValues, Out> = Resolver<In, unknown, Out> & { preload: () => void };

/**
 * A react-hook-form resolver for a contract schema that loads the schema, zod and zod's resolver the first time the
 * form is checked (on submit), not with the page: a page that shows a form then neither downloads nor evaluates zod
 * until the shopper uses it. `preload` starts the load early, e.g. when the form gets focus, so checking it waits for
 * nothing.
 */
export function lazyZodResolver<In extends FieldValues, Out>(loadSchema: () => Promise<z.ZodType<Out, In>>): LazyResolver<In, Out> {
  let loading: Promise<Resolver<In, unknown, Out>> | undefined;
  const load = () =>
    (loading ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema as never) as unknown as Resolver<In, unknown, Out>,
      (err: unknown) => {
        loading = undefined;
        throw err;
      },
    ));
  const resolver: Resolver<In, unknown, Out> = async (values, context, options) => (await load())(values, context, options);
  return Object.assign(resolver, { preload: () => void load().catch(() => undefined) });
}
