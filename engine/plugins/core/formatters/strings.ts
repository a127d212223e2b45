/** Plain text: `str`, `output`, `format` (positional `{0}` placeholders) and `line-breaks`. */
import type { FormatterSpec } from '../../api';
import { toText } from '../coercion';
import { parsedArgs } from '../../parsed-args';

const joinedArgs = parsedArgs((args) => args.join(' '));

/** How a `format` argument prints: missing and null give "", anything else its JavaScript string. */
function argumentText(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

/**
 * Replaces `{N}` in `pattern` with argument N (leading zeros allowed; `{}` is
 * `{0}`). A placeholder that is not all digits, or has no argument, gives "";
 * an unclosed `{` drops the rest of the pattern.
 */
export function formatPositional(pattern: string, argument: (index: number) => unknown, count: number): string {
  let out = '';
  let start = 0;
  for (let open = pattern.indexOf('{'); open !== -1; open = pattern.indexOf('{', start)) {
    out += pattern.slice(start, open);
    const close = pattern.indexOf('}', open + 1);
    if (close === -1) return out;
    const index = placeholderIndex(pattern, open + 1, close);
    if (index >= 0 && index < count) out += argumentText(argument(index));
    start = close + 1;
  }
  return out + pattern.slice(start);
}

function placeholderIndex(pattern: string, from: number, to: number): number {
  let index = 0;
  for (let i = from; i < to; i++) {
    const digit = pattern.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    index = index * 10 + digit;
  }
  return index;
}

export const stringFormatters: Record<string, FormatterSpec> = {
  str: { apply: (value) => toText(value) },
  /** Each newline of the text becomes `<br/>`. */
  'line-breaks': { apply: (value) => toText(value).replace(/\n/g, '<br/>') },
  /** Prints its arguments, ignoring the value: `{@|output Hello world}`. */
  output: { apply: (_value, args) => joinedArgs(args) },
  /** `{pattern|format a b}`: arguments are references, resolved at render time. */
  format: {
    apply: (value, args, ctx) => {
      const pattern = toText(value);
      if (pattern.indexOf('{') === -1) return pattern;
      return formatPositional(pattern, (i) => ctx.resolve(args[i]), args.length);
    },
  },
};
