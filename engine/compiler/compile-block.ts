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

/** A block's step: text the block writes itself, or the function of any other node. */
type Step = string | Exec;

function stepOf(node: Node, cx: CompileContext): Step {
  return node.type === 'text' ? node.text : compileNode(node, cx);
}

/**
 * A block writes its text itself, with no function call per text node: text is half of what a page's
 * blocks run. Blocks of one or two nodes (most of them) need no array of their steps.
 */
export function compileBlock(block: Block, cx: CompileContext): Exec {
  switch (block.length) {
    case 0:
      return noop;
    case 1:
      return compileNode(block[0], cx);
    case 2: {
      const a = stepOf(block[0], cx);
      const b = stepOf(block[1], cx);
      if (typeof a === 'string') {
        if (typeof b === 'string') {
          const text = a + b;
          return (rt) => {
            rt.out += text;
          };
        }
        return (rt) => {
          rt.out += a;
          b(rt);
        };
      }
      if (typeof b === 'string') {
        return (rt) => {
          a(rt);
          rt.out += b;
        };
      }
      return (rt) => {
        a(rt);
        b(rt);
      };
    }
    default: {
      const steps = block.map((n) => stepOf(n, cx));
      return (rt) => {
        for (let i = 0; i < steps.length; i++) {
          const step = steps[i];
          if (typeof step === 'string') rt.out += step;
          else step(rt);
        }
      };
    }
  }
}
