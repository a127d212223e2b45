/**
 * Runs assembled `.eval` programs on a value stack, as Squarespace's engine
 * reduces its expressions: operands are primitives (a reference to an object or
 * an array is no operand), `&&`/`||` give booleans, an assignment binds a
 * `@variable` and ends its expression, and any error makes the whole `.eval`
 * print and bind nothing.
 */
import type { Reference } from '../syntax/references';
import { HeadKind } from '../syntax/references';
import { ExpressionError } from './errors';
import { FUNCTIONS, toExprNumber } from './functions';
import type { Program, Rpn } from './parser';

export const MAX_STRING_LENGTH = 100_000;

export interface ExprScope {
  lookup(ref: Reference): unknown;
  assign(name: string, value: unknown): void;
}

type Primitive = number | string | boolean | null;
/** A stack slot: a value, a reference not yet read, the start of a call's arguments, or nothing. */
type Slot = { v: Primitive } | { ref: Reference } | 'args' | undefined;

/** What a program gave: the value to print (undefined: nothing) or the error that stopped it. */
export interface EvalResult {
  value?: Primitive;
  error?: ExpressionError;
}

/** Runs every expression; the variables they assign are bound only when none fails. */
export function evaluateProgram(program: Program, scope: ExprScope): EvalResult {
  const bound = new Map<string, Primitive>();
  const local: ExprScope = {
    lookup: (ref) => (ref.head === HeadKind.Bound && bound.has(ref.name) ? (ref.keys.length ? undefined : bound.get(ref.name)) : scope.lookup(ref)),
    assign: (name, value) => bound.set(name, value as Primitive),
  };
  let result: Primitive | undefined;
  try {
    for (const expr of program.exprs) result = reduce(expr, local);
  } catch (e) {
    if (e instanceof ExpressionError) return { error: e };
    throw e;
  }
  for (const [name, value] of bound) scope.assign(name, value);
  return { value: result };
}

/** A slot as a value: references are read; objects, arrays, markers and nothing are no value. */
function literal(slot: Slot, scope: ExprScope): Primitive | undefined {
  if (slot === undefined || slot === 'args') return undefined;
  if ('v' in slot) return slot.v;
  const value = scope.lookup(slot.ref);
  if (value === undefined || value === null) return null;
  return typeof value === 'object' ? undefined : (value as Primitive);
}

function reduce(expr: readonly Rpn[], scope: ExprScope): Primitive | undefined {
  const stack: Slot[] = [];
  const setTop = (slot: Slot) => {
    if (stack.length) stack[stack.length - 1] = slot;
  };
  loop: for (const t of expr) {
    switch (t.kind) {
      case 'value':
        stack.push({ v: t.value });
        continue;
      case 'ref':
        stack.push({ ref: t.ref });
        continue;
      case 'args':
        stack.push('args');
        continue;
      case 'call': {
        const args: Primitive[] = [];
        while (stack.length && stack[stack.length - 1] !== undefined && stack[stack.length - 1] !== 'args') {
          const arg = literal(stack.pop(), scope);
          if (arg !== undefined) args.push(arg);
        }
        stack.pop();
        const value = FUNCTIONS[t.name](args.reverse());
        if (value === undefined) throw new ExpressionError(`Error calling function ${t.name}.`, 0);
        stack.push({ v: value });
        continue;
      }
      case 'op':
        break;
    }
    const { op } = t.op;
    switch (op) {
      case 'u-':
      case 'u+':
      case '!':
      case '~': {
        const slot = stack[stack.length - 1];
        const a = literal(slot, scope);
        // Squarespace's `~` converts the unread reference, not its value: `~ref` is always ~NaN.
        const operand = op === '~' && slot !== undefined && slot !== 'args' && 'ref' in slot ? NaN : a;
        setTop(a === undefined ? undefined : { v: unary(op, operand as Primitive) });
        continue;
      }
      case '=': {
        const b = literal(stack.pop(), scope);
        const a = stack.pop();
        if (a && a !== 'args' && 'ref' in a && b !== undefined && a.ref.head === HeadKind.Bound && a.ref.keys.length === 0) {
          scope.assign(a.ref.name, b);
        }
        // An assignment completes its expression, leaving no value.
        setTop(undefined);
        break loop;
      }
    }
    const b = literal(stack.pop(), scope);
    const a = literal(stack.pop(), scope);
    if (a === undefined || b === undefined) throw new ExpressionError(`Invalid arguments to operator ${t.op.desc}.`, 0);
    stack.push({ v: binary(op, a, b) });
  }
  const top = stack[stack.length - 1];
  if (top === undefined) return undefined;
  const value = literal(top, scope);
  if (value === undefined) throw new ExpressionError('The expression ends on a value that is not a number, string or boolean.', 0);
  return value;
}

function unary(op: string, a: Primitive): Primitive {
  switch (op) {
    case 'u-':
      return -1 * toExprNumber(a);
    case 'u+':
      return toExprNumber(a);
    case '!':
      return !toBool(a);
    default:
      return ~toExprNumber(a);
  }
}

function toBool(a: Primitive): boolean {
  return typeof a === 'boolean' ? a : a === null ? false : Boolean(a);
}

function toText(a: Primitive): string {
  return a === null ? 'null' : String(a);
}

function binary(op: string, a: Primitive, b: Primitive): Primitive {
  const x = a as number;
  const y = b as number;
  switch (op) {
    case '+': {
      if (typeof a !== 'string' && typeof b !== 'string') return toExprNumber(a) + toExprNumber(b);
      const sa = toText(a);
      const sb = toText(b);
      if (sa.length + sb.length > MAX_STRING_LENGTH) {
        throw new ExpressionError(`String concatenation exceeds the maximum length of ${MAX_STRING_LENGTH} characters.`, 0);
      }
      return sa + sb;
    }
    case '-': return toExprNumber(a) - toExprNumber(b);
    case '*': return toExprNumber(a) * toExprNumber(b);
    case '/': return toExprNumber(a) / toExprNumber(b);
    case '%': return toExprNumber(a) % toExprNumber(b);
    case '**': return toExprNumber(a) ** toExprNumber(b);
    case '<<': return toExprNumber(a) << toExprNumber(b);
    case '>>': return toExprNumber(a) >> toExprNumber(b);
    case '&': return toExprNumber(a) & toExprNumber(b);
    case '^': return toExprNumber(a) ^ toExprNumber(b);
    case '|': return toExprNumber(a) | toExprNumber(b);
    // Comparisons take the raw values, as JavaScript compares them.
    case '<': return x < y;
    case '<=': return x <= y;
    case '>': return x > y;
    case '>=': return x >= y;
    case '==': return x == y;
    case '!=': return x != y;
    case '===': return x === y;
    case '!==': return x !== y;
    case '&&': return toBool(a) && toBool(b);
    default: return toBool(a) || toBool(b);
  }
}
