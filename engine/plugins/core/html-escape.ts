/**
 * HTML escaping and tag stripping for the `html`, `htmlattr`, `htmltag` and
 * `safe` formatters. Pure string functions other plugin families may share.
 */

const TEXT_SPECIALS = /[&<>]/;
const ATTRIBUTE_SPECIALS = /[&<>"]/;
const TAG = /<[^>]*>/g;

const AMPERSAND = 38;
const LESS_THAN = 60;
const GREATER_THAN = 62;
const QUOTE = 34;

/**
 * Replaces `& < >` (and `"` when `quotes`) by their entities. A loop over character codes: these
 * run on most values a page prints, and String#replace with a callback costs several times more.
 */
function escapeSpecials(text: string, quotes: boolean): string {
  let out = '';
  let last = 0;
  for (let i = 0; i < text.length; i++) {
    let entity: string;
    switch (text.charCodeAt(i)) {
      case AMPERSAND:
        entity = '&amp;';
        break;
      case LESS_THAN:
        entity = '&lt;';
        break;
      case GREATER_THAN:
        entity = '&gt;';
        break;
      case QUOTE:
        if (!quotes) continue;
        entity = '&quot;';
        break;
      default:
        continue;
    }
    out += text.slice(last, i) + entity;
    last = i + 1;
  }
  return out + text.slice(last);
}

/** Escapes `& < >` for HTML text content. */
export function escapeHtmlText(text: string): string {
  return TEXT_SPECIALS.test(text) ? escapeSpecials(text, false) : text;
}

/** Escapes `& < > "` for a double-quoted attribute value (single quotes stay). */
export function escapeHtmlAttribute(text: string): string {
  return ATTRIBUTE_SPECIALS.test(text) ? escapeSpecials(text, true) : text;
}

/** Removes every `<...>` tag; a `<` with no closing `>` stays, entities stay as written. */
export function removeTags(html: string): string {
  return html.indexOf('<') === -1 ? html : html.replace(TAG, '');
}
