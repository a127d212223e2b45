/** Compiles `.macro`, `.include`, `.inject` and `.eval`. */
import { evaluateSequence, ExpressionError, parseExpression, type Expr } from '../expr';
import type { Node } from '../syntax/ast';
import type { Exec, Partial } from '../runtime/runtime';
import { toOutput } from '../runtime/values';
import { compileBlock } from './compile-block';
import type { CompileContext } from './context';

type MacroNode = Extract<Node, { type: 'macro' }>;
type IncludeNode = Extract<Node, { type: 'include' }>;
type InjectNode = Extract<Node, { type: 'inject' }>;
type EvalNode = Extract<Node, { type: 'eval' }>;

/** A macro is defined when execution reaches it, in the scope (frame) it sits in. */
export function compileMacro(node: MacroNode, cx: CompileContext): Exec {
  const partial: Partial = { name: node.name, exec: compileBlock(node.body, cx), map: cx.map };
  const { name } = node;
  return (rt) => {
    (rt.frame.macros ??= Object.create(null) as Record<string, Partial>)[name] = partial;
  };
}

export function compileInclude(node: IncludeNode): Exec {
  const { name, output, offset, end } = node;
  return (rt) => {
    rt.offset = offset;
    rt.offsetEnd = end;
    if (!rt.options.enableInclude) {
      rt.error(`{.include ${name}} is disabled: execute with enableInclude to use it.`, 'include');
      return;
    }
    rt.include(name, output);
  };
}

export function compileInject(node: InjectNode): Exec {
  const { name, path, offset, end } = node;
  return (rt) => {
    rt.offset = offset;
    rt.offsetEnd = end;
    const text = rt.options.injects?.[path];
    if (text === undefined) {
      rt.error(`Nothing to inject at "${path}": pass it in the injects option.`, 'inject');
      rt.frame.bind(name, undefined);
      return;
    }
    try {
      rt.frame.bind(name, JSON.parse(text));
    } catch (e) {
      rt.error(`The injected document "${path}" is not valid JSON: ${(e as Error).message}`, 'inject');
      rt.frame.bind(name, undefined);
    }
  };
}

/**
 * A malformed expression is a warning: Squarespace compiles the template and
 * reports it only when the `.eval` runs, printing nothing for it.
 */
export function compileEval(node: EvalNode, cx: CompileContext): Exec {
  let sequence: Expr[];
  try {
    sequence = parseExpression(node.expression);
  } catch (e) {
    if (!(e instanceof ExpressionError)) throw e;
    const at = node.expressionOffset + e.position;
    cx.warn(at, at + 1, e.message, 'expression');
    return () => {};
  }
  const { offset, end } = node;
  return (rt) => {
    if (!rt.options.enableExpr) return;
    rt.offset = offset;
    rt.offsetEnd = end;
    try {
      rt.out += toOutput(evaluateSequence(sequence, rt));
    } catch (e) {
      if (!(e instanceof ExpressionError)) throw e;
      rt.error(e.message, 'expression');
    }
  };
}
