/** Test entry points: call a core formatter or predicate by its template name, as the engine would. */
import { coreFormatters, corePredicates } from '../../../../engine/plugins/core';
import { FakeContext } from '../fake-context';

export function format(name: string, value: unknown, args: readonly string[] = [], ctx = new FakeContext()): unknown {
  const spec = coreFormatters[name];
  if (!spec) throw new Error(`no core formatter "${name}"`);
  return spec.apply(value, args, ctx, [value]);
}

export function check(name: string, args: readonly string[], ctx: FakeContext): boolean {
  const spec = corePredicates[name];
  if (!spec) throw new Error(`no core predicate "${name}"`);
  return spec.test(args, ctx);
}

/** The compile-time message of a formatter (`f`) or predicate (`p`), or undefined when the args are fine. */
export function validation(kind: 'f' | 'p', name: string, args: readonly string[]): string | undefined {
  const spec = kind === 'f' ? coreFormatters[name] : corePredicates[name];
  if (!spec) throw new Error(`no core ${kind === 'f' ? 'formatter' : 'predicate'} "${name}"`);
  return spec.validate?.(args);
}
