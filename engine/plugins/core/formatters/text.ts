/** Text shaping: `truncate`, `slugify` and `smartypants`. */
import type { FormatterSpec } from '../../api';
import { parseIntegerArg, toText } from '../coercion';
import { parsedArgs } from '../../parsed-args';

export const DEFAULT_TRUNCATE_LENGTH = 100;
export const DEFAULT_ELLIPSIS = '...';

interface TruncateOptions {
  /** 0 when the text is never cut. */
  maxLength: number;
  ellipsis: string;
}

const truncateOptions = parsedArgs<TruncateOptions>((args) => {
  const length = args.length === 0 ? DEFAULT_TRUNCATE_LENGTH : parseIntegerArg(args[0]);
  return { maxLength: length > 0 ? length : 0, ellipsis: args.length > 1 ? args[1] : DEFAULT_ELLIPSIS };
});

// Only ASCII whitespace is a break point: a no-break space keeps words together.
function isBreak(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13);
}

/**
 * Cuts `text` to at most `maxLength` UTF-16 units, back to just after the last
 * break inside that span when there is one, then appends `ellipsis`.
 */
export function truncateText(text: string, maxLength: number, ellipsis: string): string {
  if (maxLength <= 0 || text.length <= maxLength) return text;
  let end = maxLength;
  for (let i = maxLength - 1; i >= 0; i--) {
    if (isBreak(text.charCodeAt(i))) {
      end = i + 1;
      break;
    }
  }
  return text.slice(0, end) + ellipsis;
}

const NOT_SLUG = /[^a-zA-Z0-9\s-]/g;
const SPACES = /\s+/g;
const ONLY_SLUG_CHARACTERS = /^[a-zA-Z0-9-]*$/;

/** Drops everything but ASCII letters, digits, whitespace and "-", lowercases, and turns whitespace runs into "-". */
export function slugify(text: string): string {
  // Most values (tags, option names) have nothing to drop or join: lower case is all they need.
  if (ONLY_SLUG_CHARACTERS.test(text)) return text.toLowerCase();
  return text.replace(NOT_SLUG, '').toLowerCase().replace(SPACES, '-');
}

// Quote direction is decided by the character before the quote. Single quotes
// go first, so a double quote after an opening single one also opens. Squarespace's
// single-quote class holds a backslash and the letter `s` (its source writes `\\s`
// where whitespace was meant): a quote after either opens, and Kiosk agrees with it.
const OPENING_SINGLE = /(^|[-\u2014\\s(["])'/gm;
const OPENING_DOUBLE = /(^|[-\u2014/([\u2018\s])"/gm;
const SINGLE = /'/g;
const DOUBLE = /"/g;
const DOUBLE_DASH = /--/g;

/** Curly quotes and em dashes: "--" → "—", straight quotes → ‘ ’ “ ”. */
export function smartypants(text: string): string {
  if (text.indexOf("'") !== -1) text = text.replace(OPENING_SINGLE, '$1\u2018').replace(SINGLE, '\u2019');
  if (text.indexOf('"') !== -1) text = text.replace(OPENING_DOUBLE, '$1\u201c').replace(DOUBLE, '\u201d');
  return text.indexOf('--') === -1 ? text : text.replace(DOUBLE_DASH, '\u2014');
}

export const textFormatters: Record<string, FormatterSpec> = {
  /** `{text|truncate [length=100] [ellipsis=...]}` */
  truncate: {
    validate: (args) =>
      args.length > 0 && Number.isNaN(parseIntegerArg(args[0]))
        ? `truncate takes a length in characters first, e.g. {text|truncate 80}, not "${args[0]}".`
        : undefined,
    apply: (value, args) => {
      const { maxLength, ellipsis } = truncateOptions(args);
      // A length that is not a positive number leaves the value untouched, as in Squarespace's engine.
      return maxLength === 0 ? value : truncateText(toText(value), maxLength, ellipsis);
    },
  },
  slugify: { apply: (value) => slugify(toText(value)) },
  smartypants: { apply: (value) => smartypants(toText(value)) },
};
