/**
 * Evaluates parsed `.eval` expressions with JavaScript's operator semantics on
 * primitive values. Objects and arrays are not expression values.
 */
import type { Reference } from '../syntax/references';
import { ExpressionError } from './errors';
import { FUNCTIONS } from './functions';
import type { Expr } from './parser';

export const MAX_STRING_LENGTH = 100_000;

export interface ExprScope {
  lookup(ref: Reference): unknown;
  assign(name: string, value: unknown): void;
}

/** Marks "no value" (an assignment): prints nothing. */
const NOTHING = undefined;

const OPERATOR_NAMES: Record<string, string> = {
  '+': 'add', '-': 'subtract', '*': 'multiply', '/': 'divide', '%': 'modulo', '**': 'power',
  '==': 'equality', '!=': 'inequality', '===': 'strict equality', '!==': 'strict inequality',
  '<': 'less than', '<=': 'less than or equal', '>': 'greater than', '>=': 'greater than or equal',
  '<<': 'shift left', '>>': 'shift right', '>>>': 'unsigned shift right', '&': 'bitwise and',
  '|': 'bitwise or', '^': 'bitwise xor', '&&': 'logical and', '||': 'logical or',
  '!': 'logical not', '~': 'bitwise not',
};

/** Evaluates a sequence and gives the last expression's value. */
export function evaluateSequence(sequence: readonly Expr[], scope: ExprScope): unknown {
  let result: unknown = NOTHING;
  for (const expr of sequence) result = evaluate(expr, scope);
  return result;
}

function evaluate(expr: Expr, scope: ExprScope): unknown {
  switch (expr.kind) {
    case 'literal':
      return expr.value;
    case 'ref':
      return scope.lookup(expr.ref) ?? null;
    case 'assign':
      scope.assign(expr.name, evaluate(expr.value, scope));
      return NOTHING;
    case 'unary':
      return unary(expr.op, operand(evaluate(expr.operand, scope), expr.op, expr.pos));
    case 'binary':
      return binary(expr, scope);
    case 'call':
      return call(expr.name, expr.args.map((a) => operand(evaluate(a, scope), expr.name, expr.pos)), expr.pos);
  }
}

function operand(value: unknown, op: string, pos: number): unknown {
  if (value === undefined) return null;
  if (typeof value === 'object' && value !== null) {
    const name = OPERATOR_NAMES[op];
    throw new ExpressionError(
      name ? `Invalid arguments to operator ${name}: objects and arrays are not values here.` : `Error calling function ${op}: objects and arrays are not values here.`,
      pos,
    );
  }
  return value;
}

function unary(op: string, v: any): unknown {
  switch (op) {
    case '!':
      return !v;
    case '-':
      return -v;
    case '+':
      return +v;
    default:
      return ~v;
  }
}

function binary(expr: Extract<Expr, { kind: 'binary' }>, scope: ExprScope): unknown {
  const { op, pos } = expr;
  const a: any = operand(evaluate(expr.left, scope), op, pos);
  const b: any = operand(evaluate(expr.right, scope), op, pos);
  // As in Squarespace, && and || evaluate both sides and give a boolean, not an operand.
  if (op === '&&') return Boolean(a) && Boolean(b);
  if (op === '||') return Boolean(a) || Boolean(b);
  switch (op) {
    case '+': {
      const sum = a + b;
      if (typeof sum === 'string' && sum.length > MAX_STRING_LENGTH) {
        throw new ExpressionError(`String concatenation exceeds the maximum length of ${MAX_STRING_LENGTH} characters.`, pos);
      }
      return sum;
    }
    case '-': return a - b;
    case '*': return a * b;
    case '/': return a / b;
    case '%': return a % b;
    case '**': return a ** b;
    case '==': return a == b;
    case '!=': return a != b;
    case '===': return a === b;
    case '!==': return a !== b;
    case '<': return a < b;
    case '<=': return a <= b;
    case '>': return a > b;
    case '>=': return a >= b;
    case '<<': return a << b;
    case '>>': return a >> b;
    case '>>>': return a >>> b;
    case '&': return a & b;
    case '|': return a | b;
    default: return a ^ b;
  }
}

function call(name: string, args: unknown[], pos: number): unknown {
  try {
    return FUNCTIONS[name](args);
  } catch (e) {
    throw new ExpressionError(`Error calling function ${name}: ${(e as Error).message}.`, pos);
  }
}
