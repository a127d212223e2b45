/** Template source → tree, with structural problems reported by offset. */
import type { Block } from './ast';
import { tokenize } from './lexer';
import { parseTokens } from './parser';
import { buildAst, contentNodes, type StructureProblem } from './to-ast';
import { resetTagMemo, scanContent } from './tokens';

export type { Block, Node, Alternative } from './ast';
export type { StructureProblem } from './to-ast';

export function parseTemplate(source: string): { ast: Block; problems: StructureProblem[] } {
  // A template without block tags is one run of content: no blocks, so nothing for the block parser to do.
  const whole = scanContent(source, 0);
  resetTagMemo();
  if (whole.end === source.length) return { ast: contentNodes(source, whole.parts), problems: [] };
  const { cst, errors } = parseTokens(tokenize(source));
  return buildAst(source, cst, errors);
}
