/**
 * The widget-specific escapes: JSON carried in an attribute, and the one
 * attribute the corpus prints with its ampersands raw. Everything else uses
 * the core family's `escapeHtmlAttribute`.
 */
import { escapeHtmlAttribute } from '../../../core/html-escape';
import { scriptSafe } from '../../../core/formatters/json';

const ANGLES_AND_QUOTES = /[<>"]/g;
const ENTITIES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/**
 * Escapes `< > "` but keeps `&`: the corpus prints a substituted variant name
 * raw in the select's aria-label (`aria-label="Select color&hue"`); escaping the
 * quote still stops a name from breaking out of the attribute.
 */
export function escapeHtmlKeepingAmpersands(text: string): string {
  return text.replace(ANGLES_AND_QUOTES, (c) => ENTITIES[c]);
}

/** A JSON value as an attribute value, as the `json` formatter writes it (`</` as `<\/`), then escaped; missing gives "". */
export function jsonAttribute(value: unknown): string {
  return value === undefined ? '' : escapeHtmlAttribute(scriptSafe(JSON.stringify(value)));
}
