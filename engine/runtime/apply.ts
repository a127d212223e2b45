/**
 * The `apply` formatter: renders a macro or partial against the value.
 * `{item|apply card.block private cls=wide}`: `private` isolates the partial
 * from the caller's stack; `key=value` words become `@args`.
 */
import type { FormatterSpec } from '../plugins/api';

interface ApplyArgs {
  name: string;
  isolated: boolean;
  args: Record<string, string> | undefined;
}

const parsed = new WeakMap<readonly string[], ApplyArgs>();

function parse(args: readonly string[]): ApplyArgs {
  let result = parsed.get(args);
  if (!result) {
    let kv: Record<string, string> | undefined;
    let isolated = false;
    for (let i = 1; i < args.length; i++) {
      const word = args[i];
      const eq = word.indexOf('=');
      if (eq > 0) (kv ??= {})[word.slice(0, eq)] = word.slice(eq + 1);
      else if (word === 'private') isolated = true;
    }
    result = { name: args[0], isolated, args: kv };
    parsed.set(args, result);
  }
  return result;
}

export const applyFormatter: FormatterSpec = {
  validate(args) {
    return args.length === 0 || args[0] === '' ? 'name the partial or macro to apply: {@|apply name}' : undefined;
  },
  apply(value, args, ctx) {
    const { name, isolated, args: kv } = parse(args);
    return ctx.renderPartial(name, value, isolated, kv) ?? '';
  },
};
