/**
 * `{msg|message a b name:c}` (alias `plural`): the value is an ICU message,
 * the arguments are references giving `{0}`, `{1}`... or, written `name:ref`
 * or `name=ref`, named arguments (which count as positional too). Parsed
 * messages are cached by their text.
 */
import type { FormatterSpec, RenderContext } from '../api';
import { formatMessage, messageArguments, parseMessage, type ParsedMessage } from '../../i18n/message';
import { formatMessageArgument } from './message-arguments';
import { parsedArgs } from '../parsed-args';

const MAX_CACHED_MESSAGES = 1000;
const messages = new Map<string, ParsedMessage>();

interface ArgumentRefs {
  /** Every argument's reference, named ones included, in the order written. */
  positional: readonly string[];
  named: readonly (readonly [string, string])[];
}

/**
 * `name:ref` or `name=ref` (split at the first `:` or `=`) is a named argument
 * that also takes its place among the positional ones, as in the reference.
 */
const argumentRefsFor = parsedArgs((args): ArgumentRefs => {
  const positional: string[] = [];
  const named: [string, string][] = [];
  for (const arg of args) {
    const at = arg.search(/[:=]/);
    const ref = at === -1 ? arg : arg.slice(at + 1);
    if (at !== -1) named.push([arg.slice(0, at), ref]);
    positional.push(ref);
  }
  return { positional, named };
});

export const messageFormatter: FormatterSpec = {
  apply(value, args, ctx) {
    if (!ctx.hasLocaleData) return '';
    // The message is the value's text: numbers and booleans print as themselves, anything else is empty.
    const text = typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
    if (text === '') return '';
    const parsed = parsedMessage(text);
    for (const error of parsed.errors) ctx.error(`message: ${error.message} at offset ${error.offset}`);
    const refs = argumentRefsFor(args);
    // Arguments are references only: the reference resolves `3` or `'x'` as a key, never as a literal.
    // A written argument that resolves to nothing is null: only an argument never written is undefined.
    const positional = refs.positional.map((ref) => ctx.resolveOuter(ref) ?? null);
    const named = refs.named.length === 0 ? undefined : new Map(refs.named.map(([name, ref]) => [name, ctx.resolveOuter(ref) ?? null]));
    return formatParsedMessage(parsed, positional, named, ctx);
  },
};

/**
 * Formats message text with its argument values already in hand, as `message` formats it: for texts a
 * formatter writes through the reference's `message` (the price lines of `product-price`). Named arguments
 * also count among the positional ones, in the order given.
 */
export function formatMessageText(text: string, positional: readonly unknown[], named: ReadonlyMap<string, unknown> | undefined, ctx: RenderContext): string {
  if (text === '') return '';
  const parsed = parsedMessage(text);
  for (const error of parsed.errors) ctx.error(`message: ${error.message} at offset ${error.offset}`);
  return formatParsedMessage(parsed, positional, named, ctx);
}

function formatParsedMessage(parsed: ParsedMessage, positional: readonly unknown[], named: ReadonlyMap<string, unknown> | undefined, ctx: RenderContext): string {
  return formatMessage(parsed.nodes, messageArguments(positional, named), ctx.locale, (format, options, values) => formatMessageArgument(format, options, values, ctx));
}

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
