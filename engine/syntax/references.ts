/**
 * Variable references: `title`, `item.price`, `items.0.id`, `@`, `@index`,
 * `@boundVar.field`, `$key`. Scanned from template text and resolved later by
 * the runtime against the context stack.
 */

export const enum HeadKind {
  /** `name...`: looked up in each frame's node, innermost first. */
  Key,
  /** `@` or `@.a.b`: the current node. */
  Current,
  /** `@index`: 1-based index of the innermost repeated section. */
  Index,
  /** `@index0`: 0-based index. */
  Index0,
  /** `@name...`: a variable bound with `.var`, `.ctx`, `.eval` or `apply` args. */
  Bound,
}

export interface Reference {
  readonly head: HeadKind;
  /** The first key (Key) or the bound variable name without `@` (Bound). */
  readonly name: string;
  /** Keys below the head. Digit-only segments are also usable as array indexes. */
  readonly keys: readonly string[];
  readonly text: string;
}

const enum Ch {
  Dollar = 36,
  Minus = 45,
  Dot = 46,
  D0 = 48,
  D9 = 57,
  At = 64,
  A = 65,
  Z = 90,
  Underscore = 95,
  a = 97,
  z = 122,
}

function isLetter(c: number): boolean {
  return (c >= Ch.a && c <= Ch.z) || (c >= Ch.A && c <= Ch.Z);
}

function isDigit(c: number): boolean {
  return c >= Ch.D0 && c <= Ch.D9;
}

/** Characters allowed after the first character of a name segment. */
export function isNameChar(c: number): boolean {
  return isLetter(c) || isDigit(c) || c === Ch.Minus || c === Ch.Underscore;
}

/**
 * Scans one segment at `pos`: digits only, a word (a letter, then letters,
 * digits, `-` and `_`) with an optional `$` or `@` before it, or a bare `@`.
 * `$`, `$1` and `@1` are not segments (Squarespace prints such tags as text).
 * Returns the end offset, or -1.
 */
function scanSegment(src: string, pos: number, end: number): number {
  if (pos >= end) return -1;
  const c = src.charCodeAt(pos);
  if (isDigit(c)) {
    let i = pos + 1;
    while (i < end && isDigit(src.charCodeAt(i))) i++;
    return i;
  }
  let i = pos;
  if (c === Ch.Dollar || c === Ch.At) {
    i++;
    if (i >= end || !isLetter(src.charCodeAt(i))) return c === Ch.At ? i : -1;
  } else if (!isLetter(c)) {
    return -1;
  }
  i++;
  while (i < end && isNameChar(src.charCodeAt(i))) i++;
  return i;
}

/**
 * Scans a reference starting at `pos` (not past `end`): segments joined by
 * dots. Returns the offset just after it, or -1 when no reference starts
 * there. Like Squarespace's matcher it stops at the first character that
 * continues no segment; the caller decides whether what follows is allowed.
 */
export function scanReference(src: string, pos: number, end: number): number {
  let i = scanSegment(src, pos, end);
  if (i < 0) return -1;
  while (i + 1 < end && src.charCodeAt(i) === Ch.Dot) {
    const next = scanSegment(src, i + 1, end);
    if (next < 0) break;
    i = next;
  }
  return i;
}

const parsed = new Map<string, Reference>();

/** Parses reference text already known to be valid (see `scanReference`); results are shared. */
export function parseReference(text: string): Reference {
  let ref = parsed.get(text);
  if (ref === undefined) {
    ref = buildReference(text);
    if (parsed.size > 10_000) parsed.clear();
    parsed.set(text, ref);
  }
  return ref;
}

function buildReference(text: string): Reference {
  const parts = text.split('.');
  const first = parts[0];
  const keys = parts.slice(1);
  if (first === '@') return { head: HeadKind.Current, name: '', keys, text };
  if (first === '@index') return { head: HeadKind.Index, name: '', keys, text };
  if (first === '@index0') return { head: HeadKind.Index0, name: '', keys, text };
  if (first.charCodeAt(0) === Ch.At) return { head: HeadKind.Bound, name: first.slice(1), keys, text };
  return { head: HeadKind.Key, name: first, keys, text };
}

const cache = new Map<string, Reference | null>();

/**
 * Parses a reference written in a plugin argument (`@.id`, `keys.first`),
 * caching the result; gives null when the text is not a valid reference.
 */
export function referenceFromArg(text: string): Reference | null {
  let ref = cache.get(text);
  if (ref === undefined) {
    ref = scanReference(text, 0, text.length) === text.length && text.length > 0 ? parseReference(text) : null;
    if (cache.size > 10_000) cache.clear();
    cache.set(text, ref);
  }
  return ref;
}
