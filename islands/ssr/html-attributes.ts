/** Reads attributes of an HTML opening tag and decodes character references, for adopting engine markup. */

const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  // Most text has no reference at all: the search spares it the pattern (a build decodes every widget's text).
  if (!text.includes('&')) return text;
  // JSON in an attribute (a product's data-variants) holds a `&quot;` per quote: one native pass takes them all.
  // Nothing else changes with it: a `"` starts no reference, and `&quot;` is no part of a longer one.
  if (text.includes('&quot;')) {
    text = text.replaceAll('&quot;', '"');
    if (!text.includes('&')) return text;
  }
  return text.replace(/&(#[xX][0-9a-fA-F]+|#\d+|[a-zA-Z]+);/g, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name] ?? whole;
  });
}

/** Attributes of an opening tag's inside (`class="a" hidden`), names lower-cased, values decoded. */
export function parseAttributes(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const m of source.matchAll(ATTRIBUTE)) {
    attributes[m[1].toLowerCase()] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '');
  }
  return attributes;
}

/**
 * Text made safe for a single-quoted attribute value. `"` needs no reference there, and island props (JSON) are
 * full of them: 5 bytes saved per quote, about 1.7 KB of a product page. `<` and `>` still get one, so that no scan
 * of the page for tags (ours or a host's) finds one inside the props.
 */
export function escapeSingleQuotedAttribute(text: string): string {
  return SINGLE_QUOTED_SPECIAL.test(text) ? text.replace(SINGLE_QUOTED_SPECIALS, (c) => SINGLE_QUOTED_REFERENCES[c]) : text;
}
const SINGLE_QUOTED_SPECIAL = /[&'<>]/;
const SINGLE_QUOTED_SPECIALS = /[&'<>]/g;
const SINGLE_QUOTED_REFERENCES: Record<string, string> = { '&': '&amp;', "'": '&#39;', '<': '&lt;', '>': '&gt;' };

/**
 * Text made safe for a double-quoted attribute value: `&`, `"` and `<` only (what the publisher and the preview add
 * to a page's head: addresses, titles, ids).
 */
export function escapeDoubleQuotedAttribute(text: string): string {
  return DOUBLE_QUOTED_SPECIAL.test(text) ? text.replace(DOUBLE_QUOTED_SPECIALS, (c) => DOUBLE_QUOTED_REFERENCES[c]) : text;
}
const DOUBLE_QUOTED_SPECIAL = /[&"<]/;
const DOUBLE_QUOTED_SPECIALS = /[&"<]/g;
const DOUBLE_QUOTED_REFERENCES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;' };

/** Text made safe for a single- or double-quoted attribute value. */
export function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
