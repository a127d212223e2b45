/**
 * Recognises one `{...}` tag at a given offset and reads its parts. A brace
 * that does not open a valid tag is plain text (CSS and scripts stay intact).
 * Every offset in a Tag (`end`, a formatter's or predicate's `offset`) is
 * relative to the tag's `{`, so one scan serves every copy of the same tag.
 */
import { isNameChar, parseReference, scanReference, type Reference } from './references';

export const enum TagKind {
  Variable,
  Comment,
  Section,
  Repeated,
  End,
  Or,
  AlternatesWith,
  If,
  Predicate,
  BindVar,
  CtxVar,
  Eval,
  Include,
  Inject,
  Macro,
  Literal,
}

export interface FormatterCallSyntax {
  name: string;
  args: string[];
  /** Offset of the formatter name in the tag. */
  offset: number;
  /** Offset just after its arguments in the tag. */
  end: number;
}

export interface PredicateCallSyntax {
  name: string;
  args: string[];
  offset: number;
  end: number;
}

export type IfOperator = '&&' | '||';

export type Tag =
  | { kind: TagKind.Variable; end: number; refs: Reference[]; formatters: FormatterCallSyntax[] }
  | { kind: TagKind.Comment; end: number }
  | { kind: TagKind.Section | TagKind.Repeated; end: number; ref: Reference }
  | { kind: TagKind.End | TagKind.AlternatesWith; end: number }
  | { kind: TagKind.Or; end: number; predicate: PredicateCallSyntax | null }
  | { kind: TagKind.If; end: number; predicate: PredicateCallSyntax | null; refs: Reference[]; operators: IfOperator[] }
  | { kind: TagKind.Predicate; end: number; predicate: PredicateCallSyntax }
  | { kind: TagKind.BindVar; end: number; name: string; refs: Reference[]; formatters: FormatterCallSyntax[] }
  | { kind: TagKind.CtxVar; end: number; name: string; bindings: { key: string; ref: Reference }[] }
  | { kind: TagKind.Eval; end: number; expression: string; offset: number }
  | { kind: TagKind.Include; end: number; name: string; output: boolean }
  | { kind: TagKind.Inject; end: number; name: string; path: string }
  | { kind: TagKind.Macro; end: number; name: string }
  | { kind: TagKind.Literal; end: number; text: string; eof?: true };

const DOT = 46;
const HASH = 35;
const PIPE = 124;
const COMMA = 44;
const SPACE = 32;
const AT = 64;
const QUESTION = 63;
const EQUALS = 61;

const LITERALS: Record<string, string> = {
  'meta-left': '{',
  'meta-right': '}',
  newline: '\n',
  space: ' ',
  tab: '\t',
};

// Scans by tag text: templates repeat tags ({.end}, {title|html}...) and sites compile many templates.
const scanned = new Map<string, Tag | null>();
const SCAN_CACHE_LIMIT = 20_000;

/**
 * Scans the tag starting at `pos` (where `src[pos]` is `{`), or gives null
 * for plain text. A `{` before the first `}` means no tag starts here:
 * Squarespace restarts the tag at that inner brace (see `scanTagTo`).
 */
export function scanTag(src: string, pos: number): Tag | null {
  if (src.charCodeAt(pos + 1) === HASH && src.charCodeAt(pos + 2) === HASH) return scanMultiLineComment(src, pos);
  const close = src.indexOf('}', pos + 1);
  if (close < 0) return null;
  const inner = src.indexOf('{', pos + 1);
  if (inner >= 0 && inner < close) return null;
  return scanTagTo(src, pos, close);
}

/**
 * Scans `src[pos..close]`, a `{` and the first `}` after it with no brace in
 * between. `{#...}` is a one-line comment here even when it starts with `{##`:
 * a multi-line comment only opens where a scan for the next tag begins.
 */
export function scanTagTo(src: string, pos: number, close: number): Tag | null {
  if (src.charCodeAt(pos + 1) === HASH) return { kind: TagKind.Comment, end: close + 1 - pos };
  const text = src.slice(pos, close + 1);
  let tag = scanned.get(text);
  if (tag === undefined) {
    tag = text.charCodeAt(1) === DOT ? scanInstruction(text, 0) : scanVariable(text, 0);
    if (scanned.size >= SCAN_CACHE_LIMIT) scanned.clear();
    scanned.set(text, tag);
  }
  return tag;
}

function scanMultiLineComment(src: string, pos: number): Tag {
  const close = src.indexOf('##}', pos + 3);
  // An unclosed multi-line comment runs to the end of the template.
  return { kind: TagKind.Comment, end: (close < 0 ? src.length : close + 3) - pos };
}

function isLetterCode(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
}

/** End of a word (a letter, then letters, digits, `-`, `_`) at `pos`, or -1. */
function scanWord(src: string, pos: number, end: number): number {
  if (pos >= end || !isLetterCode(src.charCodeAt(pos))) return -1;
  let i = pos + 1;
  while (i < end && isNameChar(src.charCodeAt(i))) i++;
  return i;
}

/** Squarespace's whitespace class: space, \f, \n, \r, \t, \v. */
function isWhitespace(c: number): boolean {
  return c === SPACE || c === 12 || c === 10 || c === 13 || c === 9 || c === 11;
}

function skipWhitespace(src: string, pos: number, end: number): number {
  let i = pos;
  while (i < end && isWhitespace(src.charCodeAt(i))) i++;
  return i;
}

function scanVariable(src: string, pos: number): Tag | null {
  const close = src.indexOf('}', pos + 1);
  if (close < 0) return null;
  const refs = scanReferenceList(src, pos + 1, close);
  if (!refs) return null;
  const formatters = scanFormatters(src, refs.end, close);
  if (!formatters) return null;
  return { kind: TagKind.Variable, end: close + 1, refs: refs.refs, formatters };
}

/** `a`, `a, b`, `a ,b`: references separated by commas with optional spaces. */
function scanReferenceList(src: string, pos: number, close: number): { refs: Reference[]; end: number } | null {
  const refs: Reference[] = [];
  let i = pos;
  for (;;) {
    const end = scanReference(src, i, close);
    if (end < 0) return null;
    refs.push(parseReference(src.slice(i, end)));
    let j = end;
    while (j < close && src.charCodeAt(j) === SPACE) j++;
    if (j < close && src.charCodeAt(j) === COMMA) {
      j++;
      while (j < close && src.charCodeAt(j) === SPACE) j++;
      i = j;
      continue;
    }
    return { refs, end };
  }
}

/**
 * `|name`, `|name args...`: the character right after a formatter's name is
 * its argument delimiter (`{x|truncate 10}`, `{x|pluralize/y/ies}`).
 */
function scanFormatters(src: string, pos: number, close: number): FormatterCallSyntax[] | null {
  const calls: FormatterCallSyntax[] = [];
  let i = pos;
  while (i < close) {
    if (src.charCodeAt(i) !== PIPE) return null;
    const nameStart = i + 1;
    const j = scanWord(src, nameStart, close);
    if (j < 0) return null;
    const name = src.slice(nameStart, j);
    let next = src.indexOf('|', j);
    if (next < 0 || next > close) next = close;
    calls.push({ name, args: j < next ? splitFormatterArgs(src.slice(j, next)) : [], offset: nameStart, end: next });
    i = next;
  }
  return calls;
}

/** Predicate and instruction arguments: `" a b"` → `['a', 'b']`, the first character is the delimiter; `" "` → `[]`. */
export function splitArgs(text: string): string[] {
  if (text.length <= 1) return [];
  return text.slice(1).split(text[0]);
}

/** Formatter arguments split as Squarespace does: even a lone delimiter gives one empty argument. */
function splitFormatterArgs(text: string): string[] {
  return text.slice(1).split(text[0]);
}

function scanInstruction(src: string, pos: number): Tag | null {
  const close = src.indexOf('}', pos + 2);
  if (close < 0) return null;
  const end = close + 1;
  // As in Squarespace's parser, a predicate (`word?`) is tried before any instruction keyword.
  const predicate = scanPredicateCall(src, pos + 2, close);
  if (predicate) return { kind: TagKind.Predicate, end, predicate };
  let i = pos + 2;
  while (i < close && isNameChar(src.charCodeAt(i))) i++;
  const keyword = src.slice(pos + 2, i);
  const rest = src.slice(i, close);
  switch (keyword) {
    case 'end':
      return rest === '' ? { kind: TagKind.End, end } : null;
    case 'alternates':
      return rest === ' with' ? { kind: TagKind.AlternatesWith, end } : null;
    case 'or':
      return scanOr(src, i, close, end);
    case 'section':
      return scanSection(src, i, close, end, TagKind.Section);
    case 'repeated':
      return rest.startsWith(' section') ? scanSection(src, i + 8, close, end, TagKind.Repeated) : null;
    case 'if':
      return scanIf(src, i, close, end);
    case 'var':
      return scanBindVar(src, i, close, end);
    case 'ctx':
      return scanCtxVar(src, i, close, end);
    case 'eval':
      return scanEval(src, i, close, end);
    case 'include':
      return scanInclude(rest, end);
    case 'inject':
      return scanInject(rest, end);
    case 'eof':
      // Squarespace's end-of-input instruction: a template that writes it is refused (see compile-block).
      return rest === '' ? { kind: TagKind.Literal, end, text: '', eof: true } : null;
    case 'macro':
      return MACRO_NAME.test(rest) ? { kind: TagKind.Macro, end, name: rest.slice(1) } : null;
    default:
      return rest === '' && Object.hasOwn(LITERALS, keyword) ? { kind: TagKind.Literal, end, text: LITERALS[keyword] } : null;
  }
}

/** Macro names and inject paths: Squarespace's file-path characters. */
const MACRO_NAME = /^ [./a-zA-Z0-9_-]+$/;
const INJECT = /^ @([a-zA-Z][a-zA-Z0-9_-]*) ([./a-zA-Z0-9_-]+)([^}]*)$/;

/** `name?` (a word) followed by an optional delimiter and arguments, up to `close`. */
function scanPredicateCall(src: string, pos: number, close: number): PredicateCallSyntax | null {
  const i = scanWord(src, pos, close);
  if (i < 0 || src.charCodeAt(i) !== QUESTION) return null;
  const name = src.slice(pos, i);
  return { name, args: splitArgs(src.slice(i + 1, close)), offset: pos, end: close };
}

function scanOr(src: string, pos: number, close: number, end: number): Tag | null {
  if (pos === close) return { kind: TagKind.Or, end, predicate: null };
  if (src.charCodeAt(pos) !== SPACE) return null;
  const predicate = scanPredicateCall(src, pos + 1, close);
  return predicate && { kind: TagKind.Or, end, predicate };
}

function scanSection(src: string, pos: number, close: number, end: number, kind: TagKind.Section | TagKind.Repeated): Tag | null {
  const i = skipWhitespace(src, pos, close);
  if (i === pos) return null;
  const refEnd = scanReference(src, i, close);
  if (refEnd !== close) return null;
  return { kind, end, ref: parseReference(src.slice(i, close)) };
}

/** `{.if a || b.c && @d}` or `{.if predicate? args}`. */
function scanIf(src: string, pos: number, close: number, end: number): Tag | null {
  let i = skipWhitespace(src, pos, close);
  if (i === pos) return null;
  // `{.if }` with no condition still opens a block in Squarespace's engine (which renders neither branch).
  if (i === close) return { kind: TagKind.If, end, predicate: null, refs: [], operators: [] };
  const predicate = scanPredicateCall(src, i, close);
  if (predicate) return { kind: TagKind.If, end, predicate, refs: [], operators: [] };
  const refs: Reference[] = [];
  const operators: IfOperator[] = [];
  for (;;) {
    const refEnd = scanReference(src, i, close);
    if (refEnd < 0) return null;
    refs.push(parseReference(src.slice(i, refEnd)));
    i = skipWhitespace(src, refEnd, close);
    if (i === close) return { kind: TagKind.If, end, predicate: null, refs, operators };
    const op = src.slice(i, i + 2);
    if (op !== '&&' && op !== '||') return null;
    operators.push(op);
    i = skipWhitespace(src, i + 2, close);
  }
}

/** `{.eval expression}`: whitespace, then everything up to the brace. */
function scanEval(src: string, pos: number, close: number, end: number): Tag | null {
  const i = skipWhitespace(src, pos, close);
  if (i === pos) return null;
  return { kind: TagKind.Eval, end, expression: src.slice(i, close), offset: i };
}

/** `{.var @name reference|formatters}` */
function scanBindVar(src: string, pos: number, close: number, end: number): Tag | null {
  const name = scanBoundName(src, pos, close);
  if (!name) return null;
  const refStart = pos + 2 + name.length;
  if (src.charCodeAt(refStart) !== SPACE) return null;
  const refs = scanReferenceList(src, refStart + 1, close);
  if (!refs) return null;
  const formatters = scanFormatters(src, refs.end, close);
  if (!formatters) return null;
  return { kind: TagKind.BindVar, end, name, refs: refs.refs, formatters };
}

/** Reads ` @name` at `pos` (a word after the `@`), giving `name`. */
function scanBoundName(src: string, pos: number, close: number): string | null {
  if (src.charCodeAt(pos) !== SPACE || src.charCodeAt(pos + 1) !== AT) return null;
  const i = scanWord(src, pos + 2, close);
  return i > 0 ? src.slice(pos + 2, i) : null;
}

/**
 * `{.ctx @name key=reference key2=reference ...}`. As in Squarespace's
 * matcher: bindings separated by whitespace; the first word that is not a
 * binding ends the list and is skipped, and nothing may follow it.
 */
function scanCtxVar(src: string, pos: number, close: number, end: number): Tag | null {
  const name = scanBoundName(src, pos, close);
  if (!name) return null;
  let i = pos + 2 + name.length;
  if (src.charCodeAt(i) !== SPACE) return null;
  i++;
  const bindings: { key: string; ref: Reference }[] = [];
  let consumed = i;
  for (;;) {
    const keyEnd = scanWord(src, i, close);
    if (keyEnd < 0) break;
    consumed = keyEnd;
    if (src.charCodeAt(keyEnd) !== EQUALS) break;
    const refEnd = scanReference(src, keyEnd + 1, close);
    if (refEnd < 0) break;
    bindings.push({ key: src.slice(i, keyEnd), ref: parseReference(src.slice(keyEnd + 1, refEnd)) });
    i = consumed = skipWhitespace(src, refEnd, close);
  }
  if (bindings.length === 0 || consumed !== close) return null;
  return { kind: TagKind.CtxVar, end, name, bindings };
}

/** `{.include name [output]}`: space-separated words; two spaces make an empty name, as in Squarespace. */
function scanInclude(rest: string, end: number): Tag | null {
  if (rest.charCodeAt(0) !== SPACE || rest.length === 1) return null;
  const words = rest.slice(1).split(' ');
  return { kind: TagKind.Include, end, name: words[0], output: words.includes('output', 1) };
}

/** `{.inject @name path [args]}`: the arguments are read and ignored, as in Squarespace. */
function scanInject(rest: string, end: number): Tag | null {
  const m = INJECT.exec(rest);
  return m ? { kind: TagKind.Inject, end, name: m[1], path: m[2] } : null;
}
