/** Turns a list of template nodes into one function that renders them in order. */
import type { Block, Node } from '../syntax/ast';
import type { Exec } from '../runtime/runtime';
import { compileIf, compilePredicateBlock, compileRepeated, compileSection } from './blocks';
import type { CompileContext } from './context';
import { compileEval, compileInclude, compileInject, compileMacro } from './directives';
import { compileBindVar, compileCtxVar, compileVariable } from './variables';

const noop: Exec = () => {};

function compileNode(node: Node, cx: CompileContext): Exec {
  switch (node.type) {
    case 'text': {
      const { text } = node;
      return (rt) => {
        rt.out += text;
      };
    }
    case 'variable':
      return compileVariable(node, cx);
    case 'section':
      return compileSection(node, cx);
    case 'repeated':
      return compileRepeated(node, cx);
    case 'predicate':
      return compilePredicateBlock(node, cx);
    case 'if':
      return compileIf(node, cx);
    case 'macro':
      return compileMacro(node, cx);
    case 'bindvar':
      return compileBindVar(node, cx);
    case 'ctxvar':
      return compileCtxVar(node);
    case 'eval':
      return compileEval(node, cx);
    case 'include':
      return compileInclude(node);
    case 'inject':
      return compileInject(node);
    case 'eof':
      cx.error(node.offset, node.end, '{.eof} is not allowed in a template: Squarespace reads it as the end of input and refuses the template.');
      return noop;
  }
}

export function compileBlock(block: Block, cx: CompileContext): Exec {
  // Blocks of one or two nodes (most of them) need no array of their functions.
  switch (block.length) {
    case 0:
      return noop;
    case 1:
      return compileNode(block[0], cx);
    case 2: {
      const a = compileNode(block[0], cx);
      const b = compileNode(block[1], cx);
      return (rt) => {
        a(rt);
        b(rt);
      };
    }
    default: {
      const execs = block.map((n) => compileNode(n, cx));
      return (rt) => {
        for (let i = 0; i < execs.length; i++) execs[i](rt);
      };
    }
  }
}
