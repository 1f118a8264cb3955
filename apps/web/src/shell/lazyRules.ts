import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

type Schema = z.ZodType<unknown, FieldValues>;

export interface LazyRules<S extends Schema> {
  resolver: Resolver<z.input<S>, unknown, z.output<S>>;
  /** Starts loading the rules ahead of the first check (a form calls it when it is first focused). */
  preload: () => void;
}

/**
 * A react-hook-form resolver over one of the domain's zod schemas that loads the schema (and zod with
 * it) on first use instead of with the page. The visitor's home carries the sign-in form, and the
 * domain's rules with zod are the largest part of what that page would otherwise wait for before it
 * paints (docs/benchmarks.md, "The first page"). The rules are the same ones the server checks.
 */
export function lazyRules<S extends Schema>(loadSchema: () => Promise<S>): LazyRules<S> {
  let loading: Promise<Resolver<z.input<S>, unknown, z.output<S>>> | undefined;
  const load = () =>
    (loading ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
    ));
  return {
    resolver: async (values, context, options) => (await load())(values, context, options),
    preload: () => void load(),
  };
}
