/** `json`, `json-pretty` and `raw`: a value as JSON text. */
import type { FormatterSpec } from '../../api';

const CLOSING_TAG = /<\//g;

/**
 * JSON safe inside a `<script>` element: "</" becomes "<\/" so a string can
 * never close the element it is printed in.
 */
export function scriptSafe(json: string): string {
  return json.indexOf('</') === -1 ? json : json.replace(CLOSING_TAG, '<\\/');
}

export const jsonFormatters: Record<string, FormatterSpec> = {
  /** Missing prints nothing; null prints `null`. */
  json: {
    apply: (value) => (value === undefined ? '' : scriptSafe(JSON.stringify(value))),
  },
  'json-pretty': {
    apply: (value) => (value === undefined ? '' : scriptSafe(JSON.stringify(value, null, 2))),
  },
  /** Plain JSON, no escaping; missing prints `null`. */
  raw: {
    apply: (value) => JSON.stringify(value === undefined ? null : value),
  },
};
