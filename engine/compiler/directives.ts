/** Compiles `.macro`, `.include`, `.inject` and `.eval`. */
import { debugListing, evaluateProgram, parseExpression, type Program } from '../expr';
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
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (e) {
      // Still bound, as its text: Squarespace's engine takes an injectable that is no JSON as it is.
      rt.error(`The injected document "${path}" is not valid JSON: ${(e as Error).message}`, 'inject');
      value = text;
    }
    // As Squarespace's engine (`getInjectable`), a value JavaScript reads as false (0, false, "", null) is missing.
    rt.frame.bind(name, value || undefined);
  };
}

// Assembled programs by expression text. A program is read-only data, so every template that writes the same
// expression shares one, and a template compiled again does not assemble its expressions again (tags are cached
// by text the same way, syntax/tags.ts).
const programs = new Map<string, Program>();
const PROGRAM_CACHE_LIMIT = 5_000;

function parsedProgram(expression: string): Program {
  let program = programs.get(expression);
  if (program === undefined) {
    program = parseExpression(expression);
    if (programs.size >= PROGRAM_CACHE_LIMIT) programs.clear();
    programs.set(expression, program);
  }
  return program;
}

/**
 * A malformed expression is a warning: Squarespace compiles the template and
 * reports it only when the `.eval` runs, printing nothing for it. A leading `#`
 * is its debug flag: the assembled program is printed, then ` -> ` and the value.
 */
export function compileEval(node: EvalNode, cx: CompileContext): Exec {
  const debug = node.expression.startsWith('#');
  const program = parsedProgram(debug ? node.expression.slice(1) : node.expression);
  if (program.error) {
    const at = node.expressionOffset + (debug ? 1 : 0) + program.error.position;
    cx.warn(at, at + 1, program.error.message, 'expression');
  }
  const listing = debug ? `EVAL=${debugListing(program)}` : '';
  const { offset, end } = node;
  const malformed = program.error !== undefined;
  return (rt) => {
    if (!rt.options.enableExpr) return;
    rt.out += listing;
    if (malformed) return;
    rt.offset = offset;
    rt.offsetEnd = end;
    const result = evaluateProgram(program, rt);
    if (result.error) rt.error(result.error.message, 'expression');
    else if (result.value !== undefined) rt.out += (debug ? ' -> ' : '') + toOutput(result.value);
  };
}
