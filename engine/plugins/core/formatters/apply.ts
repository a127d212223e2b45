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

/** `{@|apply name [private] [key=value ...]}`; other words are ignored. */
const applyCall = parsedArgs((args): ApplyCall => {
  let isolated = false;
  let params: Record<string, string> | undefined;
  for (let i = 1; i < args.length; i++) {
    const arg = args[i];
    const eq = arg.indexOf('=');
    // Null prototype: a `__proto__=x` argument is just a key.
    if (eq > 0) (params ??= Object.create(null) as Record<string, string>)[arg.slice(0, eq)] = arg.slice(eq + 1);
    else if (arg === 'private') isolated = true;
  }
  return { name: args[0] ?? '', isolated, params };
});

export const applyFormatters: Record<string, FormatterSpec> = {
  apply: {
    validate: (args) =>
      args.length === 0 || args[0] === '' ? 'apply needs the name of a partial or macro, e.g. {@|apply person}.' : undefined,
    apply: (value, args, ctx) => {
      const call = applyCall(args);
      return ctx.renderPartial(call.name, value, call.isolated, call.params);
    },
  },
};
