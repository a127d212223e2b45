/**
 * Finds elements by class in a page of engine HTML and returns where each starts and ends, so the
 * publisher can replace a widget's content in place. Only the element's own tag name is balanced.
 */

export interface FoundElement {
  tag: string;
  /** Offset of `<` of the opening tag. */
  start: number;
  /** Offset just after `>` of the opening tag. */
  contentStart: number;
  /** Offset of `<` of the closing tag. */
  contentEnd: number;
  /** Offset just after the closing tag. */
  end: number;
  /** The opening tag's attribute text (between the name and `>`). */
  attributeText: string;
}

/** An opening tag: its name, then its attribute text (quoted values may hold `>`). Shared by the other scans here. */
export const OPENING_TAG_SOURCE = `<([a-zA-Z][a-zA-Z0-9-]*)(\\s(?:[^>"']|"[^"]*"|'[^']*')*)?>`;
const OPENING_TAG = new RegExp(OPENING_TAG_SOURCE, 'g');
const OPENING_TAG_AT = new RegExp(OPENING_TAG_SOURCE, 'y');
/** The first quoted class attribute of a tag's attribute text. */
export const CLASS_ATTRIBUTE = /\sclass\s*=\s*(?:"([^"]*)"|'([^']*)')/i;

export function hasClass(attributeText: string, className: string): boolean {
  const m = CLASS_ATTRIBUTE.exec(attributeText);
  if (!m) return false;
  return (m[1] ?? m[2] ?? '').split(/\s+/).includes(className);
}

/**
 * The opening tag around offset `at` (the match of OPENING_TAG_SOURCE), or undefined when `at` is in text. The `<`
 * before `at` may be inside an attribute value of that tag (`title="a<b"`): such a `<` starts no tag, and the one
 * before is tried. A complete tag that ends before `at` means `at` is in text.
 */
export function openingTagAround(html: string, at: number): RegExpExecArray | undefined {
  for (let lt = html.lastIndexOf('<', at); lt >= 0; lt = lt > 0 ? html.lastIndexOf('<', lt - 1) : -1) {
    OPENING_TAG_AT.lastIndex = lt;
    const m = OPENING_TAG_AT.exec(html);
    if (m) return lt + m[0].length > at ? m : undefined;
  }
  return undefined;
}

/** Where the element opened at `contentStart` closes, counting nested tags of the same name. */
export function closingTag(html: string, tag: string, contentStart: number): { at: number; end: number } | undefined {
  const pattern = new RegExp(`<(/?)${tag}(?=[\\s>/])(?:[^>"']|"[^"]*"|'[^']*')*>`, 'gi');
  pattern.lastIndex = contentStart;
  let depth = 1;
  for (let m = pattern.exec(html); m; m = pattern.exec(html)) {
    if (m[1]) depth--;
    else if (!m[0].endsWith('/>')) depth++;
    if (depth === 0) return { at: m.index, end: m.index + m[0].length };
  }
  return undefined;
}

/** The first quoted id attribute of a tag's attribute text. */
export const ID_ATTRIBUTE = /\sid\s*=\s*(?:"([^"]*)"|'([^']*)')/i;

export function hasId(attributeText: string, id: string): boolean {
  const m = ID_ATTRIBUTE.exec(attributeText);
  return m !== null && (m[1] ?? m[2]) === id;
}

/** Outermost elements carrying `className`, in document order (an element inside a match is not returned). */
export function findElementsByClass(html: string, className: string): FoundElement[] {
  return findElements(html, (attributeText) => hasClass(attributeText, className));
}

/** The element with this id (a list, empty when there is none). */
export function findElementsById(html: string, id: string): FoundElement[] {
  return findElements(html, (attributeText) => hasId(attributeText, id)).slice(0, 1);
}

/** Outermost elements whose opening tag's attributes match, in document order. */
function findElements(html: string, matches: (attributeText: string) => boolean): FoundElement[] {
  const found: FoundElement[] = [];
  OPENING_TAG.lastIndex = 0;
  for (let m = OPENING_TAG.exec(html); m; m = OPENING_TAG.exec(html)) {
    const attributeText = m[2] ?? '';
    if (!matches(attributeText)) continue;
    const tag = m[1].toLowerCase();
    const contentStart = m.index + m[0].length;
    const close = closingTag(html, tag, contentStart);
    if (!close) continue;
    found.push({ tag, start: m.index, contentStart, contentEnd: close.at, end: close.end, attributeText });
    OPENING_TAG.lastIndex = close.end;
  }
  return found;
}
