/**
 * Splits a `.eval` expression into tokens: numbers (decimal, exponent, hex),
 * strings with escapes, references, keywords, operators and punctuation.
 * Lexes as Squarespace's engine does: `>>>` is `>>` then `>`, a no-break space
 * is whitespace, and an escape it does not know keeps its character.
 */
import { scanReference } from '../syntax/references';
import { ExpressionError } from './errors';

export type ExprToken =
  | { kind: 'number'; value: number; pos: number }
  | { kind: 'string'; value: string; pos: number }
  | { kind: 'ref'; text: string; pos: number }
  | { kind: 'op'; op: string; pos: number }
  | { kind: 'punct'; value: '(' | ')' | ',' | ';'; pos: number };

export const MAX_EXPRESSION_TOKENS = 1000;

// Longest first, so `===` wins over `==` and `**` over `*`. There is no `>>>`.
const OPERATORS = [
  '===', '!==', '**', '==', '!=', '<=', '>=', '<<', '>>', '&&', '||',
  '+', '-', '*', '/', '%', '<', '>', '&', '|', '^', '!', '~', '=',
];

const KEYWORDS: Record<string, number | boolean | null> = {
  true: true,
  false: false,
  null: null,
  PI: Math.PI,
  E: Math.E,
  Infinity: Infinity,
  NaN: NaN,
};

export function keywordValue(text: string): { value: number | boolean | null } | undefined {
  return Object.prototype.hasOwnProperty.call(KEYWORDS, text) ? { value: KEYWORDS[text] } : undefined;
}

export function tokenizeExpression(src: string): ExprToken[] {
  const tokens: ExprToken[] = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i];
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\u00a0') {
      i++;
      continue;
    }
    if (tokens.length >= MAX_EXPRESSION_TOKENS) {
      throw new ExpressionError(`Expression exceeds the maximum number of allowed tokens (${MAX_EXPRESSION_TOKENS}).`, i);
    }
    if (c >= '0' && c <= '9') {
      i = readNumber(src, i, tokens);
    } else if (c === '"' || c === "'") {
      i = readString(src, i, tokens);
    } else if (c === '(' || c === ')' || c === ',' || c === ';') {
      tokens.push({ kind: 'punct', value: c, pos: i });
      i++;
    } else {
      const refEnd = scanReference(src, i, src.length);
      if (refEnd > i) {
        tokens.push({ kind: 'ref', text: src.slice(i, refEnd), pos: i });
        i = refEnd;
        continue;
      }
      const op = OPERATORS.find((o) => src.startsWith(o, i));
      if (!op) throw new ExpressionError(`Unexpected character at position ${i}: "${c}".`, i);
      tokens.push({ kind: 'op', op, pos: i });
      i += op.length;
    }
  }
  return tokens;
}

function isDigit(c: string | undefined): boolean {
  return c !== undefined && c >= '0' && c <= '9';
}

function isHexDigit(c: string | undefined): boolean {
  return c !== undefined && ((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'));
}

function readNumber(src: string, start: number, tokens: ExprToken[]): number {
  let i = start;
  if (src[i] === '0' && (src[i + 1] === 'x' || src[i + 1] === 'X')) {
    i += 2;
    const digitsStart = i;
    while (isHexDigit(src[i])) i++;
    if (i === digitsStart) throw new ExpressionError('Expected digits after the start of a hex number.', start);
    tokens.push({ kind: 'number', value: parseInt(src.slice(digitsStart, i), 16), pos: start });
    return i;
  }
  while (isDigit(src[i])) i++;
  if (src[i] === '.') {
    i++;
    while (isDigit(src[i])) i++;
    if (src[i] === '.') throw new ExpressionError('Duplicate decimal point in number.', i);
  }
  if (src[i] === 'e' || src[i] === 'E') {
    i++;
    if (src[i] === '+' || src[i] === '-') i++;
    if (!isDigit(src[i])) throw new ExpressionError('Expected a digit after the exponent in a decimal number.', i);
    while (isDigit(src[i])) i++;
    if (src[i] === '.') throw new ExpressionError('Unexpected decimal point in the exponent of a number.', i);
  }
  tokens.push({ kind: 'number', value: Number(src.slice(start, i)), pos: start });
  return i;
}

// Any other escaped character stands for itself (`\b` is "b"), as in Squarespace's engine.
const SIMPLE_ESCAPES: Record<string, string> = {
  n: '\n',
  t: '\t',
  r: '\r',
  f: '\f',
};

/** A code point from a \x, \u or \U escape; control characters and non-characters become a space. */
function escapedChar(code: number): string {
  return code <= 0x08 || (code >= 0x0e && code < 0x20) || code > 0x10ffff ? ' ' : String.fromCodePoint(code);
}

function readString(src: string, start: number, tokens: ExprToken[]): number {
  const quote = src[start];
  let out = '';
  let i = start + 1;
  for (;;) {
    if (i >= src.length) throw new ExpressionError('Unterminated string.', start);
    const c = src[i];
    if (c === quote) break;
    if (c === '\n' || c === '\r') {
      throw new ExpressionError('Illegal bare character in string literal: a line break must be written as \\n.', i);
    }
    if (c !== '\\') {
      out += c;
      i++;
      continue;
    }
    const e = src[i + 1];
    if (e === 'x') {
      out += escapedChar(readHex(src, i + 2, 2, 'Invalid hex escape: \\x needs 2 hex digits.'));
      i += 4;
    } else if (e === 'u') {
      out += escapedChar(readHex(src, i + 2, 4, 'Invalid unicode escape: \\u needs 4 hex digits.'));
      i += 6;
    } else if (e === 'U') {
      out += escapedChar(readHex(src, i + 2, 8, 'Invalid unicode escape: \\U needs 8 hex digits.'));
      i += 10;
    } else if (e !== undefined && Object.prototype.hasOwnProperty.call(SIMPLE_ESCAPES, e)) {
      out += SIMPLE_ESCAPES[e];
      i += 2;
    } else {
      // Any other escape keeps its character.
      if (e === undefined) throw new ExpressionError('Unterminated string.', start);
      out += e;
      i += 2;
    }
  }
  tokens.push({ kind: 'string', value: out, pos: start });
  return i + 1;
}

function readHex(src: string, pos: number, count: number, message: string): number {
  for (let k = 0; k < count; k++) {
    if (!isHexDigit(src[pos + k])) throw new ExpressionError(message, pos);
  }
  return parseInt(src.slice(pos, pos + count), 16);
}
