/**
 * Compiles formatter chains and predicate calls: names are checked against the
 * registry once, and plugin failures at render time become errors, not throws.
 * An unknown name is an error (Squarespace rejects it too); arguments a
 * plugin's validator finds wrong are a warning: Squarespace checks no
 * arguments when compiling, so the call stays and renders as it would there.
 */
import type { FormatterSpec } from '../plugins/api';
import type { Runtime } from '../runtime/runtime';
import type { FormatterCallSyntax, PredicateCallSyntax } from '../syntax/tags';
import type { CompileContext } from './context';

/** A class rather than an object literal: compiled templates keep these, and V8 never pretenures a class's instances (see compiler/index.ts `Unit`). */
export class FormatterCall {
  constructor(
    readonly name: string,
    readonly spec: FormatterSpec,
    readonly args: readonly string[],
    readonly offset: number,
    readonly end: number,
  ) {}
}

/** A validator's verdict; a validator that throws is a problem too, never a crash of the compiler. */
function validate(spec: { validate?(args: readonly string[]): string | undefined }, args: readonly string[]): string | undefined {
  try {
    return spec.validate?.(args);
  } catch (e) {
    return `its arguments could not be checked (${(e as Error)?.message ?? String(e)}).`;
  }
}

/**
 * Gives the checked calls, or null when one is unknown (reported).
 * `base` is the offset of the tag the calls sit in.
 */
export function compileFormatterCalls(calls: readonly FormatterCallSyntax[], base: number, cx: CompileContext): FormatterCall[] | null {
  // No formatters: one shared empty chain. Otherwise `map` makes the array, which carries no allocation site either.
  if (calls.length === 0) return NO_CALLS;
  let ok = true;
  const out = calls.map((call) => {
    const offset = base + call.offset;
    const end = base + call.end;
    const spec = cx.registry.formatter(call.name);
    if (!spec) {
      cx.error(offset, offset + call.name.length, `Unknown formatter "${call.name}".`, 'formatter');
      ok = false;
      return null;
    }
    const problem = validate(spec, call.args);
    if (problem) cx.warn(offset, end, `Formatter "${call.name}": ${problem}`, 'formatter');
    return new FormatterCall(call.name, spec, call.args, offset, end);
  });
  return ok ? (out as FormatterCall[]) : null;
}

const NO_CALLS: FormatterCall[] = [];

/** Runs a formatter chain over the variables' values; the first value is replaced by each result. */
export function applyFormatters(rt: Runtime, calls: readonly FormatterCall[], vars: unknown[]): unknown {
  let value = vars[0];
  for (let i = 0; i < calls.length; i++) {
    const call = calls[i];
    rt.offset = call.offset;
    rt.offsetEnd = call.end;
    try {
      value = call.spec.apply(value, call.args, rt, vars);
    } catch (e) {
      rt.error(`Formatter "${call.name}" failed: ${(e as Error)?.message ?? String(e)}`, 'formatter');
      value = undefined;
    }
    vars[0] = value;
  }
  return value;
}

/**
 * Runs a chain over one value, as `applyFormatters` does, with no array or frame allocated: the `vars`
 * array is the runtime's own for this nesting level, emptied afterwards; with `push`, the value is on
 * top of the stack while the formatters run, on a frame of the runtime's (`Runtime.enter`).
 */
export function applyFormattersTo(rt: Runtime, calls: readonly FormatterCall[], value: unknown, push: boolean): unknown {
  const depth = rt.chainDepth++;
  const vars = rt.varsAt(depth);
  vars[0] = value;
  const parent = rt.frame;
  if (push) rt.frame = rt.enter(value, parent);
  const result = applyFormatters(rt, calls, vars);
  if (push) {
    rt.frame = parent;
    rt.leave();
  }
  vars[0] = undefined;
  rt.chainDepth = depth;
  return result;
}

/** A condition; `undefined` when it failed, which renders neither branch (as in Squarespace's engine). */
export type Test = (rt: Runtime) => boolean | undefined;

const never: Test = () => false;

/** `base` is the offset of the tag the call sits in. */
export function compilePredicateCall(call: PredicateCallSyntax, base: number, cx: CompileContext): Test {
  const offset = base + call.offset;
  const end = base + call.end;
  const spec = cx.registry.predicate(call.name);
  if (!spec) {
    cx.error(offset, offset + call.name.length + 1, `Unknown predicate "${call.name}?".`, 'predicate');
    return never;
  }
  const problem = validate(spec, call.args);
  if (problem) cx.warn(offset, end, `Predicate "${call.name}?": ${problem}`, 'predicate');
  const { args, name } = call;
  return (rt) => {
    rt.offset = offset;
    rt.offsetEnd = end;
    try {
      return spec.test(args, rt);
    } catch (e) {
      rt.error(`Predicate "${name}?" failed: ${(e as Error)?.message ?? String(e)}`, 'predicate');
      return undefined;
    }
  };
}
