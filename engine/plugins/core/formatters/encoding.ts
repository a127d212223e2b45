/** URL and whitespace encodings: `encode-space`, `encode-uri`, `encode-uri-component`, `url-encode`. */
import type { FormatterSpec } from '../../api';
import { toText } from '../coercion';

const WHITESPACE = /\s/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Runs one of the platform encoders; a lone surrogate (which they reject) is
 * encoded as U+FFFD instead of failing the render.
 */
function encodeWith(encode: (text: string) => string, text: string): string {
  try {
    return encode(text);
  } catch {
    return encode(text.replace(LONE_SURROGATE, '\uFFFD'));
  }
}

// `url-encode` keeps letters, digits and * @ - _ + . / (like JavaScript's `escape`) and
// percent-encodes the rest as UTF-8. Starting from encodeURIComponent, these are the differences.
const URL_ENCODE_FIXES = /%(?:40|2B|2F)|[!~'()]/g;
const URL_ENCODE_REPLACEMENTS: Record<string, string> = {
  '%40': '@',
  '%2B': '+',
  '%2F': '/',
  '!': '%21',
  '~': '%7E',
  "'": '%27',
  '(': '%28',
  ')': '%29',
};

// Text made only of the characters `url-encode` keeps comes out unchanged (most tags and categories).
const KEPT_AS_IS = /^[a-zA-Z0-9*@\-_+./]*$/;

/** Percent-encodes `text` the way the `url-encode` formatter does. */
export function urlEncode(text: string): string {
  if (KEPT_AS_IS.test(text)) return text;
  return encodeWith(encodeURIComponent, text).replace(URL_ENCODE_FIXES, (m) => URL_ENCODE_REPLACEMENTS[m]);
}

export const encodingFormatters: Record<string, FormatterSpec> = {
  /** Every whitespace character becomes `&nbsp;`. */
  'encode-space': {
    apply: (value) => toText(value).replace(WHITESPACE, '&nbsp;'),
  },
  'encode-uri': {
    apply: (value) => encodeWith(encodeURI, toText(value)),
  },
  'encode-uri-component': {
    apply: (value) => encodeWith(encodeURIComponent, toText(value)),
  },
  'url-encode': {
    apply: (value) => urlEncode(toText(value)),
  },
};
