/**
 * Compiles the block instructions: `.section`, `.repeated section` (with
 * `.alternates with`), predicate blocks and `.if`, each with `.or` branches.
 */
import type { Alternative, Node } from '../syntax/ast';
import { Frame, resolveReference } from '../runtime/frame';
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

/** `.or` branches: the first plain `.or`, or the first whose predicate holds, runs. */
function compileAlternatives(alternatives: readonly Alternative[], cx: CompileContext): Exec {
  if (alternatives.length === 0) return noop;
  const branches = alternatives.map((a) => ({
    test: a.predicate ? compilePredicateCall(a.predicate, a.offset, cx) : null,
    body: compileBlock(a.body, cx),
  }));
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

export function compileSection(node: SectionNode, cx: CompileContext): Exec {
  const { ref } = node;
  const body = compileBlock(node.body, cx);
  const otherwise = compileAlternatives(node.alternatives, cx);
  return (rt) => {
    const value = resolveReference(rt.frame, ref);
    if (!isTruthy(value)) {
      otherwise(rt);
      return;
    }
    const parent = rt.frame;
    rt.frame = new Frame(value, parent, 0);
    body(rt);
    rt.frame = parent;
  };
}

export function compileRepeated(node: RepeatedNode, cx: CompileContext): Exec {
  const { ref } = node;
  const body = compileBlock(node.body, cx);
  const between = node.alternatesWith ? compileBlock(node.alternatesWith, cx) : null;
  const otherwise = compileAlternatives(node.alternatives, cx);
  return (rt) => {
    const value = resolveReference(rt.frame, ref);
    if (!Array.isArray(value) || value.length === 0) {
      otherwise(rt);
      return;
    }
    const parent = rt.frame;
    const last = value.length - 1;
    for (let i = 0; i <= last; i++) {
      rt.frame = new Frame(value[i], parent, i + 1);
      body(rt);
      // The separator sees the item just rendered: `{@index}` there is that item's index.
      if (between !== null && i < last) between(rt);
      rt.frame = parent;
    }
  };
}

function conditional(test: Test, body: Exec, otherwise: Exec): Exec {
  return (rt) => {
    if (test(rt)) body(rt);
    else otherwise(rt);
  };
}

export function compilePredicateBlock(node: PredicateNode, cx: CompileContext): Exec {
  return conditional(
    compilePredicateCall(node.predicate, node.offset, cx),
    compileBlock(node.body, cx),
    compileAlternatives(node.alternatives, cx),
  );
}

/** `.if a || b && c`: evaluated left to right on the references' truthiness, or one predicate. */
export function compileIf(node: IfNode, cx: CompileContext): Exec {
  const body = compileBlock(node.body, cx);
  const otherwise = compileAlternatives(node.alternatives, cx);
  if (node.predicate) return conditional(compilePredicateCall(node.predicate, node.offset, cx), body, otherwise);
  const { refs, operators } = node;
  const test: Test = (rt) => {
    let result = isTruthy(resolveReference(rt.frame, refs[0]));
    for (let i = 0; i < operators.length; i++) {
      const next = refs[i + 1];
      result = operators[i] === '||' ? result || isTruthy(resolveReference(rt.frame, next)) : result && isTruthy(resolveReference(rt.frame, next));
    }
    return result;
  };
  return conditional(test, body, otherwise);
}
