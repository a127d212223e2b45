/** Compiles `{variable|formatters}`, `{.var @name ...}` and `{.ctx @name k=v ...}`. */
import type { Node } from '../syntax/ast';
import type { Reference } from '../syntax/references';
import { resolveReference } from '../runtime/frame';
import type { Exec, Runtime } from '../runtime/runtime';
import { toOutput } from '../runtime/values';
import type { CompileContext } from './context';
import { applyFormatters, applyFormattersTo, compileFormatterCalls, type FormatterCall } from './plugin-calls';

type VariableNode = Extract<Node, { type: 'variable' }>;
type BindVarNode = Extract<Node, { type: 'bindvar' }>;
type CtxVarNode = Extract<Node, { type: 'ctxvar' }>;

/** Evaluates references and formatters to one value (`{.var}`: nothing is pushed while the formatters run). */
function valueOf(refs: readonly Reference[], calls: readonly FormatterCall[]): (rt: Runtime) => unknown {
  const [first] = refs;
  if (calls.length === 0) return (rt) => resolveReference(rt.frame, first);
  if (refs.length === 1) return (rt) => applyFormattersTo(rt, calls, resolveReference(rt.frame, first), false);
  return (rt) =>
    applyFormatters(
      rt,
      calls,
      refs.map((r) => resolveReference(rt.frame, r)),
    );
}

/**
 * A variable tag's value: as Squarespace's engine does (`executeVariable`), the first variable's value is
 * pushed on the context stack while the tag's formatters run, so one that reads the stack (`get @`,
 * `lookup`, `apply`, a widget's labels) starts from it, whatever earlier formatters made of the value.
 */
function pushedValueOf(refs: readonly Reference[], calls: readonly FormatterCall[]): (rt: Runtime) => unknown {
  const [first] = refs;
  const run = (rt: Runtime, vars: unknown[]) => {
    const frame = rt.frame;
    rt.push(vars[0]);
    const value = applyFormatters(rt, calls, vars);
    rt.frame = frame;
    return value;
  };
  if (refs.length === 1) return (rt) => applyFormattersTo(rt, calls, resolveReference(rt.frame, first), true);
  return (rt) =>
    run(
      rt,
      refs.map((r) => resolveReference(rt.frame, r)),
    );
}

/** Like Squarespace: a tag naming an unknown formatter prints as written. */
function printAsWritten(source: string): Exec {
  return (rt) => {
    rt.out += source;
  };
}

export function compileVariable(node: VariableNode, cx: CompileContext): Exec {
  const calls = compileFormatterCalls(node.formatters, node.offset, cx);
  if (!calls) return printAsWritten(cx.map.source.slice(node.offset, node.end));
  const ref = node.refs[0];
  if (calls.length === 0) {
    return (rt) => {
      rt.out += toOutput(resolveReference(rt.frame, ref));
    };
  }
  const value = pushedValueOf(node.refs, calls);
  return (rt) => {
    rt.out += toOutput(value(rt));
  };
}

export function compileBindVar(node: BindVarNode, cx: CompileContext): Exec {
  const calls = compileFormatterCalls(node.formatters, node.offset, cx);
  if (!calls) return printAsWritten(cx.map.source.slice(node.offset, node.end));
  const value = valueOf(node.refs, calls);
  const name = node.name;
  return (rt) => rt.frame.bind(name, value(rt));
}

export function compileCtxVar(node: CtxVarNode): Exec {
  const { name, bindings } = node;
  return (rt) => {
    const obj: Record<string, unknown> = {};
    // A binding that finds nothing holds null, as in Squarespace's engine (`{@thing.missing|json}` is `null`).
    for (const b of bindings) obj[b.key] = resolveReference(rt.frame, b.ref) ?? null;
    rt.frame.bind(name, obj);
  };
}
