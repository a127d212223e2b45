/** HTML escaping for the widget markup: text content, attribute values and JSON carried in attributes. */

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Escapes `& < > "` (the corpus leaves `'` alone: every attribute is double-quoted). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ENTITIES[c]);
}

/**
 * Escapes `< > "` but keeps `&`: the corpus prints a substituted variant name
 * raw in the select's aria-label (`aria-label="Select color&hue"`); keeping the
 * quote escaped still stops a name from breaking out of the attribute.
 */
export function escapeHtmlKeepingAmpersands(text: string): string {
  return text.replace(/[<>"]/g, (c) => ENTITIES[c]);
}

/** A JSON value as an attribute value: `JSON.stringify`, then escaped; missing gives "". */
export function jsonAttribute(value: unknown): string {
  return value === undefined ? '' : escapeHtml(JSON.stringify(value));
}
