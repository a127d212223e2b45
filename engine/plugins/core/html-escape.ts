/**
 * HTML escaping and tag stripping for the `html`, `htmlattr`, `htmltag` and
 * `safe` formatters. Pure string functions other plugin families may share.
 */

const TEXT_SPECIALS = /[&<>]/;
const ATTRIBUTE_SPECIALS = /[&<>"]/;
const TAG = /<[^>]*>/g;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const TEXT_SPECIALS_ALL = /[&<>]/g;
const ATTRIBUTE_SPECIALS_ALL = /[&<>"]/g;

const entityOf = (c: string): string => ENTITIES[c];

/** Escapes `& < >` for HTML text content. */
export function escapeHtmlText(text: string): string {
  return TEXT_SPECIALS.test(text) ? text.replace(TEXT_SPECIALS_ALL, entityOf) : text;
}

/** Escapes `& < > "` for a double-quoted attribute value (single quotes stay). */
export function escapeHtmlAttribute(text: string): string {
  return ATTRIBUTE_SPECIALS.test(text) ? text.replace(ATTRIBUTE_SPECIALS_ALL, entityOf) : text;
}

/** Removes every `<...>` tag; a `<` with no closing `>` stays, entities stay as written. */
export function removeTags(html: string): string {
  return html.indexOf('<') === -1 ? html : html.replace(TAG, '');
}
