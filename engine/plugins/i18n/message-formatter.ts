/**
 * `{msg|message a b name:c}` (alias `plural`): the value is an ICU message,
 * the arguments are references giving `{0}`, `{1}`... or, written `name:ref`,
 * named arguments. Parsed messages are cached by their text.
 */
import type { FormatterSpec, RenderContext } from '../api';
import { formatMessage, messageArguments, parseMessage, type ParsedMessage } from '../../i18n/message';
import { formatMessageArgument } from './message-arguments';
import { parsedArgs } from './parsed-args';

const MAX_CACHED_MESSAGES = 1000;
const messages = new Map<string, ParsedMessage>();

interface ArgumentRefs {
  positional: readonly string[];
  named: readonly (readonly [string, string])[];
}

const argumentRefsFor = parsedArgs((args): ArgumentRefs => {
  const positional: string[] = [];
  const named: [string, string][] = [];
  for (const arg of args) {
    const colon = arg.indexOf(':');
    if (colon > 0) named.push([arg.slice(0, colon), arg.slice(colon + 1)]);
    else positional.push(arg);
  }
  return { positional, named };
});

export const messageFormatter: FormatterSpec = {
  apply(value, args, ctx) {
    if (!ctx.hasLocaleData || typeof value !== 'string') return '';
    const parsed = parsedMessage(value);
    for (const error of parsed.errors) ctx.error(`message: ${error.message} at offset ${error.offset}`);
    const refs = argumentRefsFor(args);
    const positional = refs.positional.map((ref) => ctx.resolveArg(ref));
    const named = refs.named.length === 0 ? undefined : new Map(refs.named.map(([name, ref]) => [name, ctx.resolveArg(ref)]));
    return formatMessage(parsed.nodes, messageArguments(positional, named), ctx.locale, (format, options, values) =>
      formatMessageArgument(format, options, values, ctx as RenderContext));
  },
};

function parsedMessage(source: string): ParsedMessage {
  let parsed = messages.get(source);
  if (parsed === undefined) {
    // Messages come from content: keep the cache bounded.
    if (messages.size >= MAX_CACHED_MESSAGES) messages.clear();
    parsed = parseMessage(source);
    messages.set(source, parsed);
  }
  return parsed;
}
