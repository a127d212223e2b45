/** `apply`: renders a partial or macro against the value. */
import type { FormatterSpec } from '../../api';
import { parsedArgs } from '../../parsed-args';

interface ApplyCall {
  name: string;
  /** `private`: the partial sees only the value, not the enclosing context. */
  isolated: boolean;
  /** `key=value` arguments, bound as `@args` inside the partial; undefined when there are none. */
  params: Record<string, string> | undefined;
}

/**
 * `{@|apply name [private] [key=value ...]}`; other words are ignored. As in Squarespace's engine, any
 * argument after the name makes `@args` an object, even with no `key=value` among them.
 */
const applyCall = parsedArgs((args): ApplyCall => {
  let isolated = false;
  // Null prototype: a `__proto__=x` argument is just a key.
  const params = args.length > 1 ? (Object.create(null) as Record<string, string>) : undefined;
  for (let i = 1; i < args.length; i++) {
    const arg = args[i];
    const eq = arg.indexOf('=');
    if (arg === 'private') isolated = true;
    else if (eq >= 0 && params !== undefined) params[arg.slice(0, eq)] = arg.slice(eq + 1);
  }
  return { name: args[0] ?? '', isolated, params };
});

export const applyFormatters: Record<string, FormatterSpec> = {
  apply: {
    validate: (args) =>
      args.length === 0 || args[0] === '' ? 'apply needs the name of a partial or macro, e.g. {@|apply person}.' : undefined,
    // Always text, as in Squarespace's engine: "" when there is no name or the partial cannot run.
    apply: (value, args, ctx) => {
      if (args.length === 0) return '';
      const call = applyCall(args);
      return ctx.renderPartial(call.name, value, call.isolated, call.params) ?? '';
    },
  },
};
