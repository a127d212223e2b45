/**
 * Compiles the block instructions: `.section`, `.repeated section` (with
 * `.alternates with`), predicate blocks and `.if`, each with `.or` branches.
 */
import type { Alternative, Node } from '../syntax/ast';
import { resolveReference, resolveSectionName } from '../runtime/frame';
import type { Exec } from '../runtime/runtime';
import { isTruthy } from '../runtime/values';
import { compileBlock } from './compile-block';
import type { CompileContext } from './context';
import { compilePredicateCall, type Test } from './plugin-calls';

type SectionNode = Extract<Node, { type: 'section' }>;
type RepeatedNode = Extract<Node, { type: 'repeated' }>;
type PredicateNode = Extract<Node, { type: 'predicate' }>;
type IfNode = Extract<Node, { type: 'if' }>;

const noop: Exec = () => {};

/** An `.or` branch; a class so V8 never pretenures it (see compiler/index.ts `Unit`). */
class Branch {
  constructor(
    readonly test: Test | null,
    readonly body: Exec,
  ) {}
}

/** `.or` branches: the first plain `.or`, or the first whose predicate holds, runs. */
function compileAlternatives(alternatives: readonly Alternative[], cx: CompileContext): Exec {
  if (alternatives.length === 0) return noop;
  const branches = alternatives.map(
    (a) => new Branch(a.predicate ? compilePredicateCall(a.predicate, a.offset, cx) : null, compileBlock(a.body, cx)),
  );
  if (branches.length === 1 && branches[0].test === null) return branches[0].body;
  return (rt) => {
    for (const { test, body } of branches) {
      if (test === null || test(rt)) {
        body(rt);
        return;
      }
    }
  };
}

/**
 * `.section name`: the name is resolved in the current frame only, and the
 * value is pushed whether or not it is present, so an `.or` branch runs with
 * it as `@` (and what it binds ends with the section), as in Squarespace.
 */
export function compileSection(node: SectionNode, cx: CompileContext): Exec {
  const { ref } = node;
  const body = compileBlock(node.body, cx);
  const otherwise = compileAlternatives(node.alternatives, cx);
  return (rt) => {
    const parent = rt.frame;
    const value = resolveSectionName(parent, ref);
    rt.frame = rt.enter(value, parent);
    rt.step();
    if (isTruthy(value)) body(rt);
    else otherwise(rt);
    rt.frame = parent;
    rt.leave();
  };
}

/**
 * `.repeated section name`: the array gets a frame of its own (so `{0}` or
 * `{length}` in an item can find it, as in Squarespace) that counts the
 * position; each item is pushed above it.
 */
export function compileRepeated(node: RepeatedNode, cx: CompileContext): Exec {
  const { ref } = node;
  const body = compileBlock(node.body, cx);
  const between = node.alternatesWith ? compileBlock(node.alternatesWith, cx) : null;
  const otherwise = compileAlternatives(node.alternatives, cx);
  return (rt) => {
    const parent = rt.frame;
    const value = resolveSectionName(parent, ref);
    if (!Array.isArray(value) || value.length === 0) {
      otherwise(rt);
      return;
    }
    const list = rt.enter(value, parent);
    // One frame for every item, moved from item to item (nothing keeps a frame once its body has run,
    // see `Runtime.enter`). What an item bound or defined ends with it.
    const item = rt.enter(undefined, list);
    const last = value.length - 1;
    for (let i = 0; i <= last; i++) {
      if (!rt.step()) break;
      list.index = i + 1;
      item.reset(value[i], list, list);
      rt.frame = item;
      body(rt);
      // The separator sees the item just rendered: `{@index}` there is that item's index.
      if (between !== null && i < last) between(rt);
    }
    rt.frame = parent;
    rt.leave();
    rt.leave();
  };
}

function conditional(test: Test, body: Exec, otherwise: Exec): Exec {
  return (rt) => {
    const passed = test(rt);
    if (passed) body(rt);
    else if (passed === false) otherwise(rt);
  };
}

export function compilePredicateBlock(node: PredicateNode, cx: CompileContext): Exec {
  return conditional(
    compilePredicateCall(node.predicate, node.offset, cx),
    compileBlock(node.body, cx),
    compileAlternatives(node.alternatives, cx),
  );
}

/**
 * `.if a || b && c`: Squarespace's legacy rule, without precedence: from left
 * to right, each operator combines the result so far with the next value, and
 * evaluation stops at the first `||` whose result is true or `&&` whose
 * result is false. Or one predicate.
 */
export function compileIf(node: IfNode, cx: CompileContext): Exec {
  const body = compileBlock(node.body, cx);
  const otherwise = compileAlternatives(node.alternatives, cx);
  if (node.predicate) return conditional(compilePredicateCall(node.predicate, node.offset, cx), body, otherwise);
  const { refs, operators } = node;
  if (refs.length === 0) {
    const { offset } = node;
    return (rt) => {
      rt.offset = offset;
      rt.offsetEnd = offset + 4;
      rt.error('{.if} has no condition: neither of its branches renders.');
    };
  }
  const test: Test = (rt) => {
    let result = isTruthy(resolveReference(rt.frame, refs[0]));
    for (let i = 0; i < operators.length; i++) {
      const value = isTruthy(resolveReference(rt.frame, refs[i + 1]));
      if (operators[i] === '&&') {
        result = result && value;
        if (!result) break;
      } else {
        result = result || value;
        if (result) break;
      }
    }
    return result;
  };
  return conditional(test, body, otherwise);
}
