/**
 * Parses `.eval` tokens into expression trees with JavaScript's operator
 * precedence (a Pratt parser). A `.eval` holds a sequence of expressions
 * separated by `;`, `,` or nothing; its value is the last one's.
 */
import { parseReference, type Reference } from '../syntax/references';
import { ExpressionError } from './errors';
import { FUNCTIONS } from './functions';
import { keywordValue, tokenizeExpression, type ExprToken } from './tokenizer';

export type Expr =
  | { kind: 'literal'; value: unknown }
  | { kind: 'ref'; ref: Reference }
  | { kind: 'unary'; op: string; operand: Expr; pos: number }
  | { kind: 'binary'; op: string; left: Expr; right: Expr; pos: number }
  | { kind: 'assign'; name: string; value: Expr }
  | { kind: 'call'; name: string; args: Expr[]; pos: number };

/** Binding power of each binary operator: higher binds tighter (JavaScript's table). */
const BINARY: Record<string, number> = {
  '=': 1,
  '||': 2,
  '&&': 3,
  '|': 4,
  '^': 5,
  '&': 6,
  '==': 7,
  '!=': 7,
  '===': 7,
  '!==': 7,
  '<': 8,
  '<=': 8,
  '>': 8,
  '>=': 8,
  '<<': 9,
  '>>': 9,
  '>>>': 9,
  '+': 10,
  '-': 10,
  '*': 11,
  '/': 11,
  '%': 11,
  '**': 13,
};
const UNARY_POWER = 12;
const RIGHT_ASSOCIATIVE = new Set(['=', '**']);
const UNARY = new Set(['!', '-', '+', '~']);

class ExprParser {
  private i = 0;
  constructor(private readonly tokens: ExprToken[]) {}

  sequence(): Expr[] {
    const out: Expr[] = [];
    while (this.i < this.tokens.length) {
      const t = this.tokens[this.i];
      if (t.kind === 'punct' && (t.value === ';' || t.value === ',')) {
        this.i++;
        continue;
      }
      out.push(this.expression(0));
    }
    return out;
  }

  private expression(minPower: number): Expr {
    let left = this.prefix();
    for (;;) {
      const t = this.tokens[this.i];
      if (!t || t.kind !== 'op') return left;
      const power = BINARY[t.op];
      if (power === undefined || power < minPower) return left;
      this.i++;
      const right = this.expression(RIGHT_ASSOCIATIVE.has(t.op) ? power : power + 1);
      if (t.op === '=') {
        if (left.kind !== 'ref' || left.ref.text[0] !== '@' || left.ref.keys.length > 0 || left.ref.text === '@') {
          throw new ExpressionError('Only a @variable can be assigned to: write @name = value.', t.pos);
        }
        left = { kind: 'assign', name: left.ref.name, value: right };
      } else {
        left = { kind: 'binary', op: t.op, left, right, pos: t.pos };
      }
    }
  }

  private prefix(): Expr {
    const t = this.tokens[this.i++];
    if (!t) throw new ExpressionError('Unexpected end of expression: an operand is missing.', this.endPos());
    switch (t.kind) {
      case 'number':
      case 'string':
        return { kind: 'literal', value: t.value };
      case 'op':
        if (!UNARY.has(t.op)) throw new ExpressionError(`Unexpected operator "${t.op}" at position ${t.pos}.`, t.pos);
        return { kind: 'unary', op: t.op, operand: this.expression(UNARY_POWER), pos: t.pos };
      case 'punct':
        if (t.value !== '(') throw new ExpressionError(`Unexpected "${t.value}" at position ${t.pos}.`, t.pos);
        return this.parenthesised(t.pos);
      case 'ref':
        return this.reference(t);
    }
  }

  private parenthesised(pos: number): Expr {
    const inner = this.expression(0);
    const close = this.tokens[this.i++];
    if (!close || close.kind !== 'punct' || close.value !== ')') {
      throw new ExpressionError(`Mismatched parenthesis: the "(" at position ${pos} is not closed.`, pos);
    }
    return inner;
  }

  private reference(t: Extract<ExprToken, { kind: 'ref' }>): Expr {
    const next = this.tokens[this.i];
    if (next?.kind === 'punct' && next.value === '(') {
      if (!Object.prototype.hasOwnProperty.call(FUNCTIONS, t.text)) {
        throw new ExpressionError(`Invalid function "${t.text}": use max, min, abs, num, str or bool.`, t.pos);
      }
      this.i++;
      return { kind: 'call', name: t.text, args: this.callArguments(t.pos), pos: t.pos };
    }
    const keyword = keywordValue(t.text);
    if (keyword) return { kind: 'literal', value: keyword.value };
    return { kind: 'ref', ref: parseReference(t.text) };
  }

  private callArguments(pos: number): Expr[] {
    const args: Expr[] = [];
    for (;;) {
      const t = this.tokens[this.i];
      if (!t) throw new ExpressionError(`Mismatched parenthesis: the call at position ${pos} is not closed.`, pos);
      if (t.kind === 'punct' && t.value === ')') {
        this.i++;
        return args;
      }
      if (t.kind === 'punct' && t.value === ',') {
        this.i++;
        continue;
      }
      args.push(this.expression(0));
    }
  }

  private endPos(): number {
    const last = this.tokens[this.tokens.length - 1];
    return last ? last.pos + 1 : 0;
  }
}

/** Parses a whole `.eval` body; throws ExpressionError on bad syntax. */
export function parseExpression(source: string): Expr[] {
  const parser = new ExprParser(tokenizeExpression(source));
  return parser.sequence();
}
