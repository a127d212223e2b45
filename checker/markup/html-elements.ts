/**
 * Finds HTML start tags (`<img …>`, `<squarespace:navigation …>`) in JSON-T source and reads their attributes
 * with offsets. JSON-T tags inside a start tag are understood: a variable tag between attributes
 * (`<img {@|image-meta}>`) makes the element's attributes partly unknown, and attributes written inside a
 * block (`{.if x} loading="lazy"{.end}`) are marked conditional. Comments, scripts and styles are skipped.
 */

export interface Attribute {
  /** Lower-cased. */
  name: string;
  offset: number;
  /** The value as written (without quotes); null for a bare attribute (`<img hidden>`). */
  value: string | null;
  /** Offset of the value's first character (the name's offset for a bare attribute). */
  valueOffset: number;
  /** The value holds a JSON-T tag, so what it renders to is only known at render time. */
  dynamic: boolean;
  /** Written inside a JSON-T block, so it is printed only sometimes. */
  conditional: boolean;
}

export interface Element {
  /** Lower-cased tag name: `img`, `squarespace:block-field`. */
  name: string;
  offset: number;
  /** Just after the closing `>`. */
  end: number;
  attributes: Attribute[];
  /** A JSON-T variable tag prints attributes of its own (`{@|image-meta}`). */
  printsAttributes: boolean;
}

/** Offsets to jump over: HTML and JSON-T comments, and the contents of script and style elements. */
function skipFrom(source: string, i: number): number {
  if (source.startsWith('<!--', i)) {
    const close = source.indexOf('-->', i + 4);
    return close < 0 ? source.length : close + 3;
  }
  if (source.startsWith('{##', i)) {
    const close = source.indexOf('##}', i + 3);
    return close < 0 ? source.length : close + 3;
  }
  if (source.startsWith('{#', i)) {
    const close = source.indexOf('}', i + 2);
    return close < 0 ? source.length : close + 1;
  }
  const raw = /^<(script|style)\b/i.exec(source.slice(i, i + 8));
  if (raw) {
    const close = source.toLowerCase().indexOf(`</${raw[1].toLowerCase()}`, i + 1);
    return close < 0 ? source.length : close;
  }
  return i;
}

const NAME_START = /[A-Za-z]/;
const TAG_NAME = /^[A-Za-z][A-Za-z0-9:-]*/;
const ATTRIBUTE_NAME = /^[^\s"'>/={}]+/;
const BLOCK_OPEN = /^\{\.(section|repeated|if|[a-zA-Z][\w-]*\?)[\s}]/;

/** Every start tag whose lower-cased name passes `wanted`. */
export function findElements(source: string, wanted: (name: string) => boolean): Element[] {
  const found: Element[] = [];
  let i = 0;
  while (i < source.length) {
    const skipped = skipFrom(source, i);
    if (skipped !== i) {
      i = skipped;
      continue;
    }
    if (source[i] === '<' && NAME_START.test(source[i + 1] ?? '')) {
      const name = TAG_NAME.exec(source.slice(i + 1, i + 80))![0].toLowerCase();
      if (wanted(name)) {
        const element = readElement(source, i, name);
        found.push(element);
        i = element.end;
        continue;
      }
    }
    i++;
  }
  return found;
}

/** The end of the JSON-T tag opening at `i` (just after `}`). */
function jsontTagEnd(source: string, i: number): number {
  const close = source.indexOf('}', i + 1);
  return close < 0 ? source.length : close + 1;
}

function readElement(source: string, start: number, name: string): Element {
  const attributes: Attribute[] = [];
  let printsAttributes = false;
  let depth = 0;
  let i = start + 1 + name.length;
  while (i < source.length) {
    const ch = source[i];
    if (/\s/.test(ch)) {
      i++;
    } else if (ch === '>' || (ch === '/' && source[i + 1] === '>')) {
      return { name, offset: start, end: i + (ch === '>' ? 1 : 2), attributes, printsAttributes };
    } else if (ch === '{') {
      const end = jsontTagEnd(source, i);
      const tag = source.slice(i, end);
      if (tag.startsWith('{.end}')) depth = Math.max(0, depth - 1);
      else if (BLOCK_OPEN.test(tag)) depth++;
      else if (!tag.startsWith('{.') && !tag.startsWith('{#')) printsAttributes = true;
      i = end;
    } else {
      const match = ATTRIBUTE_NAME.exec(source.slice(i, i + 200));
      if (!match) {
        i++;
        continue;
      }
      const attribute = readAttribute(source, i, match[0], depth > 0);
      attributes.push(attribute.attribute);
      i = attribute.end;
    }
  }
  return { name, offset: start, end: source.length, attributes, printsAttributes };
}

function readAttribute(source: string, at: number, rawName: string, conditional: boolean): { attribute: Attribute; end: number } {
  const name = rawName.toLowerCase();
  let i = at + rawName.length;
  let j = i;
  while (/\s/.test(source[j] ?? '')) j++;
  if (source[j] !== '=') {
    return { attribute: { name, offset: at, value: null, valueOffset: at, dynamic: false, conditional }, end: i };
  }
  j++;
  while (/\s/.test(source[j] ?? '')) j++;
  const quote = source[j] === '"' || source[j] === "'" ? source[j] : '';
  const valueOffset = quote ? j + 1 : j;
  let dynamic = false;
  i = valueOffset;
  while (i < source.length) {
    const ch = source[i];
    if (ch === '{') {
      dynamic = true;
      i = jsontTagEnd(source, i);
      continue;
    }
    if (quote ? ch === quote : /[\s>]/.test(ch) || (ch === '/' && source[i + 1] === '>')) break;
    i++;
  }
  const value = source.slice(valueOffset, i);
  return { attribute: { name, offset: at, value, valueOffset, dynamic, conditional }, end: quote ? i + 1 : i };
}

/** The first attribute of that name, the one a browser keeps. */
export function attribute(element: Element, name: string): Attribute | undefined {
  return element.attributes.find((a) => a.name === name);
}
