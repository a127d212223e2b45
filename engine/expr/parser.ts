/**
 * Assembles `.eval` tokens into programs in reverse Polish notation with the
 * shunting-yard algorithm, as Squarespace's engine does, so that its quirks
 * carry over: `;` separates expressions, `,` only flushes operators (`(1, 2)`
 * is 2), an assignment ends its expression, and an operator missing an operand
 * is found when the program runs, not here. JavaScript's precedence table.
 */
import { parseReference, type Reference } from '../syntax/references';
import { ExpressionError } from './errors';
import { FUNCTIONS } from './functions';
import { keywordValue, tokenizeExpression, type ExprToken } from './tokenizer';

export interface Operator {
  /** the operator's source text; `u+`/`u-` for the unary forms */
  op: string;
  prec: number;
  right: boolean;
  /** how errors and the debug listing name it */
  desc: string;
}

/** One step of a program: a value to push, a marker opening a call's arguments, a call or an operator. */
export type Rpn =
  | { kind: 'value'; value: number | string | boolean | null }
  | { kind: 'ref'; ref: Reference; text: string }
  | { kind: 'args' }
  | { kind: 'call'; name: string }
  | { kind: 'op'; op: Operator };

export interface Program {
  /** the expressions, each run in turn; the last one's value is printed */
  exprs: Rpn[][];
  /** the first tokenizing or assembling error: the expressions assembled before it are kept */
  error?: ExpressionError;
}

const operator = (op: string, prec: number, right: boolean, desc: string): Operator => ({ op, prec, right, desc });

const BINARY: Record<string, Operator> = {
  '**': operator('**', 16, true, 'exponent'),
  '*': operator('*', 15, false, 'multiply'),
  '/': operator('/', 15, false, 'divide'),
  '%': operator('%', 15, false, 'modulus'),
  '+': operator('+', 14, false, 'add'),
  '-': operator('-', 14, false, 'subtract'),
  '<<': operator('<<', 13, false, 'left shift'),
  '>>': operator('>>', 13, false, 'right shift'),
  '<': operator('<', 12, false, 'less than'),
  '>': operator('>', 12, false, 'greater than'),
  '<=': operator('<=', 12, false, 'less than or equal'),
  '>=': operator('>=', 12, false, 'greater than or equal'),
  '==': operator('==', 11, false, 'equality'),
  '!=': operator('!=', 11, false, 'inequality'),
  '===': operator('===', 11, false, 'strict equality'),
  '!==': operator('!==', 11, false, 'strict inequality'),
  '&': operator('&', 10, false, 'bitwise and'),
  '^': operator('^', 9, false, 'bitwise xor'),
  '|': operator('|', 8, false, 'bitwise or'),
  '&&': operator('&&', 7, false, 'logical and'),
  '||': operator('||', 6, false, 'logical or'),
  '=': operator('=', 3, true, 'assign'),
};
const PREFIX: Record<string, Operator> = {
  '+': operator('u+', 17, true, 'unary plus'),
  '-': operator('u-', 17, true, 'unary minus'),
  '!': operator('!', 17, true, 'logical not'),
  '~': operator('~', 17, true, 'bitwise not'),
};
const OPEN = operator('(', 1, false, 'left paren');

/** A token after the lexing rules (unary signs, calls) are applied, before assembling. */
type Item = Rpn | { kind: 'open'; pos: number } | { kind: 'close'; pos: number } | { kind: 'comma' } | { kind: 'semi' };

/** Applies Squarespace's token rules: `+`/`-` after an operator or at the start are unary; `name(` is a call. */
function items(tokens: ExprToken[]): Item[] {
  const out: Item[] = [];
  for (const t of tokens) {
    const prev = out[out.length - 1];
    const afterOperator = !prev || prev.kind === 'op' || prev.kind === 'open' || prev.kind === 'comma' || prev.kind === 'semi';
    switch (t.kind) {
      case 'number':
      case 'string':
        out.push({ kind: 'value', value: t.value });
        break;
      case 'ref': {
        const keyword = keywordValue(t.text);
        out.push(keyword ? { kind: 'value', value: keyword.value } : { kind: 'ref', ref: parseReference(t.text), text: t.text });
        break;
      }
      case 'op':
        out.push({ kind: 'op', op: (afterOperator && (t.op === '+' || t.op === '-')) || t.op === '!' || t.op === '~' ? PREFIX[t.op] : BINARY[t.op] });
        break;
      case 'punct':
        if (t.value === '(') {
          if (prev?.kind === 'ref' && !prev.text.includes('.')) {
            if (!Object.prototype.hasOwnProperty.call(FUNCTIONS, prev.text)) {
              throw new ExpressionError(`Invalid function "${prev.text}": use max, min, abs, num, str or bool.`, t.pos);
            }
            out[out.length - 1] = { kind: 'call', name: prev.text };
          }
          out.push({ kind: 'open', pos: t.pos });
        } else if (t.value === ')') out.push({ kind: 'close', pos: t.pos });
        else out.push({ kind: t.value === ',' ? 'comma' : 'semi' });
        break;
    }
  }
  return out;
}

type Pending = { kind: 'op'; op: Operator; pos?: number } | { kind: 'call'; name: string };

const isOpen = (p: Pending | undefined) => p?.kind === 'op' && p.op === OPEN;

/** Assembles a whole `.eval` body. Never throws: an error comes back with what was assembled before it. */
export function parseExpression(source: string): Program {
  const exprs: Rpn[][] = [];
  let list: Item[];
  try {
    list = items(tokenizeExpression(source));
  } catch (e) {
    if (!(e instanceof ExpressionError)) throw e;
    return { exprs, error: e };
  }
  let out: Rpn[] = [];
  let error: ExpressionError | undefined;
  const ops: Pending[] = [];
  // Ends an expression. An unclosed "(" drops it (and is an error) but assembling goes on, as there.
  const flush = () => {
    while (ops.length) {
      const t = ops.pop()!;
      if (t.kind === 'op' && t.op === OPEN) {
        error ??= new ExpressionError('Mismatched parenthesis: a "(" is not closed.', t.pos ?? 0);
        out = [];
        return;
      }
      pushPending(out, t);
    }
    if (out.length) exprs.push(out);
    out = [];
  };
  for (const t of list) {
    switch (t.kind) {
      case 'semi':
        flush();
        break;
      case 'open':
        ops.push({ kind: 'op', op: OPEN, pos: t.pos });
        break;
      case 'comma':
        while (ops.length && !isOpen(ops[ops.length - 1])) pushPending(out, ops.pop()!);
        break;
      case 'close': {
        while (ops.length && !isOpen(ops[ops.length - 1])) pushPending(out, ops.pop()!);
        if (!ops.length) return { exprs, error: error ?? new ExpressionError('Mismatched parenthesis: a ")" closes nothing.', t.pos) };
        ops.pop();
        if (ops[ops.length - 1]?.kind === 'call') pushPending(out, ops.pop()!);
        break;
      }
      case 'op': {
        const { op } = t;
        for (let top = ops[ops.length - 1]; top; top = ops[ops.length - 1]) {
          // A pending call stops nothing: only operators of higher (or equal, left-associative) precedence go first.
          const goesFirst = top.kind === 'call' || (top.op !== OPEN && (top.op.prec > op.prec || (top.op.prec === op.prec && !top.op.right)));
          if (!goesFirst) break;
          pushPending(out, ops.pop()!);
        }
        ops.push({ kind: 'op', op });
        break;
      }
      case 'call':
        out.push({ kind: 'args' });
        ops.push(t);
        break;
      default:
        out.push(t);
    }
  }
  flush();
  return error ? { exprs, error } : { exprs };
}

function pushPending(out: Rpn[], p: Pending): void {
  out.push(p.kind === 'call' ? p : { kind: 'op', op: p.op });
}

/** The program as Squarespace's debug flag (`{.eval #…}`) prints it: `[[1 2 <add>]]`. */
export function debugListing(program: Program): string {
  const token = (t: Rpn): string => {
    switch (t.kind) {
      case 'value':
        return typeof t.value === 'string' ? JSON.stringify(t.value) : String(t.value);
      case 'ref':
        return t.text;
      case 'args':
        return '<args>';
      case 'call':
        return `${t.name}()`;
      case 'op':
        return `<${t.op.desc}>`;
    }
  };
  return `[${program.exprs.map((e) => `[${e.map(token).join(' ')}]`).join(', ')}]`;
}
