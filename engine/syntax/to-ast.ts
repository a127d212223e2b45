/**
 * Builds the template tree from the parser's CST, and reports structural
 * problems (unclosed blocks, instructions where they are not allowed) with
 * the position of the tag concerned.
 */
import type { CstNode, IRecognitionException, IToken } from 'chevrotain';
import type { Alternative, Block, Node } from './ast';
import { BaseCstVisitor } from './parser';
import { TagKind, type Tag } from './tags';

export interface StructureProblem {
  message: string;
  offset: number;
}

type Children = Record<string, (CstNode | IToken)[] | undefined>;

const OPENER_NAMES: Partial<Record<TagKind, string>> = {
  [TagKind.Section]: 'SECTION',
  [TagKind.Repeated]: 'REPEATED_SECTION',
  [TagKind.Predicate]: 'PREDICATE',
  [TagKind.If]: 'IF',
  [TagKind.Macro]: 'MACRO',
};

const STRAY_NAMES: Partial<Record<TagKind, string>> = {
  [TagKind.End]: '{.end}',
  [TagKind.Or]: '{.or}',
  [TagKind.AlternatesWith]: '{.alternates with}',
};

class AstBuilder extends BaseCstVisitor {
  problems: StructureProblem[] = [];

  constructor(private readonly source: string) {
    super();
    this.validateVisitor();
  }

  template(children: Children): Block {
    const nodes: Block = [];
    for (const top of (children.topLevel as CstNode[] | undefined) ?? []) {
      const element = top.children.element?.[0] as CstNode | undefined;
      if (element) {
        this.pushElement(nodes, element);
        continue;
      }
      const stray = top.children.Stray?.[0] as IToken | undefined;
      if (!stray) continue;
      const tag = stray.payload as Tag;
      this.problems.push({
        message: `${STRAY_NAMES[tag.kind] ?? stray.image} is not allowed at the top level: no block is open here.`,
        offset: stray.startOffset,
      });
    }
    return nodes;
  }

  topLevel(): void {
    // Read directly by template().
  }

  block(children: Children): Block {
    for (const token of (children.misplaced as IToken[] | undefined) ?? []) {
      this.problems.push({ message: misplacedMessage(token), offset: token.startOffset });
    }
    const nodes: Block = [];
    for (const element of (children.element as CstNode[] | undefined) ?? []) this.pushElement(nodes, element);
    return nodes;
  }

  repeatedBody(children: Children): Block {
    return this.block(children);
  }

  separator(children: Children): Block {
    const nodes: Block = [];
    for (const token of (children.Leaf as IToken[] | undefined) ?? []) {
      const node = this.leaf(token);
      const last = nodes[nodes.length - 1];
      if (node?.type === 'text' && last?.type === 'text') last.text += node.text;
      else if (node) nodes.push(node);
    }
    return nodes;
  }

  element(children: Children): Node | null {
    const leaf = children.Leaf?.[0] as IToken | undefined;
    if (leaf) return this.leaf(leaf);
    const sub = (children.conditional ?? children.repeated ?? children.macro)?.[0] as CstNode | undefined;
    return sub ? (this.visit(sub) as Node | null) : null;
  }

  conditional(children: Children): Node | null {
    const open = children.open?.[0] as IToken | undefined;
    if (!open || open.isInsertedInRecovery) return null;
    this.checkClosed(children, open);
    const tag = open.payload as Tag;
    const body = this.visitBlock(children.body);
    const alternatives = this.alternatives(children);
    const offset = open.startOffset;
    switch (tag.kind) {
      case TagKind.Section:
        return { type: 'section', offset, ref: tag.ref, body, alternatives };
      case TagKind.Predicate:
        return { type: 'predicate', offset, predicate: tag.predicate, body, alternatives };
      case TagKind.If:
        return { type: 'if', offset, predicate: tag.predicate, refs: tag.refs, operators: tag.operators, body, alternatives };
      default:
        return null;
    }
  }

  repeated(children: Children): Node | null {
    const open = children.open?.[0] as IToken | undefined;
    if (!open || open.isInsertedInRecovery) return null;
    this.checkClosed(children, open);
    const tag = open.payload as Extract<Tag, { ref: unknown }>;
    const body = this.visitBlock(children.body);
    if (children.bodyAfter) body.push(...this.visitBlock(children.bodyAfter));
    return {
      type: 'repeated',
      offset: open.startOffset,
      ref: tag.ref,
      body,
      alternatesWith: children.alternatesWith ? this.visitBlock(children.alternatesWith) : null,
      alternatives: this.alternatives(children),
    };
  }

  macro(children: Children): Node | null {
    const open = children.open?.[0] as IToken | undefined;
    if (!open || open.isInsertedInRecovery) return null;
    this.checkClosed(children, open);
    const tag = open.payload as Extract<Tag, { kind: TagKind.Macro }>;
    return { type: 'macro', offset: open.startOffset, name: tag.name, body: this.visitBlock(children.body) };
  }

  orClause(children: Children): Alternative | null {
    const open = children.open?.[0] as IToken | undefined;
    if (!open || open.isInsertedInRecovery) return null;
    const tag = open.payload as Extract<Tag, { kind: TagKind.Or }>;
    return { predicate: tag.predicate, body: this.visitBlock(children.body), offset: open.startOffset };
  }

  private alternatives(children: Children): Alternative[] {
    const out: Alternative[] = [];
    for (const node of (children.alternatives as CstNode[] | undefined) ?? []) {
      const alt = this.visit(node) as Alternative | null;
      if (alt) out.push(alt);
    }
    return out;
  }

  private visitBlock(nodes: (CstNode | IToken)[] | undefined): Block {
    const node = nodes?.[0] as CstNode | undefined;
    return node ? (this.visit(node) as Block) : [];
  }

  private pushElement(nodes: Block, element: CstNode): void {
    const node = this.visit(element) as Node | null;
    if (!node) return;
    // Adjacent text (a stray brace between text runs) becomes one node.
    const last = nodes[nodes.length - 1];
    if (node.type === 'text' && last?.type === 'text') last.text += node.text;
    else nodes.push(node);
  }

  private checkClosed(children: Children, open: IToken): void {
    const end = children.End?.[0] as IToken | undefined;
    if (end && !end.isInsertedInRecovery) return;
    const tag = open.payload as Tag;
    this.problems.push({
      message: `Unclosed ${OPENER_NAMES[tag.kind] ?? 'block'} block ${open.image}: reached the end of the template without its {.end}.`,
      offset: open.startOffset,
    });
  }

  private leaf(token: IToken): Node | null {
    const tag = token.payload as Tag | undefined;
    if (!tag) return { type: 'text', text: token.image };
    const offset = token.startOffset;
    switch (tag.kind) {
      case TagKind.Comment:
        return null;
      case TagKind.Literal:
        return { type: 'text', text: tag.text };
      case TagKind.Variable:
        return { type: 'variable', offset, source: token.image, refs: tag.refs, formatters: tag.formatters };
      case TagKind.BindVar:
        return { type: 'bindvar', offset, source: token.image, name: tag.name, refs: tag.refs, formatters: tag.formatters };
      case TagKind.CtxVar:
        return { type: 'ctxvar', offset, name: tag.name, bindings: tag.bindings };
      case TagKind.Eval:
        return { type: 'eval', offset, expression: tag.expression, expressionOffset: tag.offset };
      case TagKind.Include:
        return { type: 'include', offset, name: tag.name, output: tag.output };
      case TagKind.Inject:
        return { type: 'inject', offset, name: tag.name, path: tag.path };
      default:
        return { type: 'text', text: this.source.slice(offset, tag.end) };
    }
  }
}

export function buildAst(
  source: string,
  cst: CstNode,
  parseErrors: IRecognitionException[],
): { ast: Block; problems: StructureProblem[] } {
  const builder = new AstBuilder(source);
  const ast = builder.visit(cst) as Block;
  const problems = builder.problems;
  for (const e of parseErrors) {
    // Unclosed blocks are reported by the builder with their opening tag.
    if (e.token.tokenType.name === 'EOF') continue;
    problems.push({ message: misplacedMessage(e.token), offset: e.token.startOffset });
  }
  return { ast, problems: problems.sort((a, b) => a.offset - b.offset) };
}

function misplacedMessage(token: IToken): string {
  const tag = token.payload as Tag | undefined;
  if (tag?.kind === TagKind.AlternatesWith) {
    return `${token.image} is only allowed in a {.repeated section}, before any {.or}.`;
  }
  if (tag?.kind === TagKind.Or) return `${token.image} is not allowed in this block.`;
  return `${token.image} is not allowed here.`;
}
