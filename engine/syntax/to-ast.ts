/**
 * Builds the template tree from the parser's CST, and reports structural
 * problems (unclosed blocks, instructions where they are not allowed) with
 * the position of the tag concerned.
 */
import type { CstNode, IRecognitionException, IToken } from 'chevrotain';
import type { Alternative, Block, Node } from './ast';
import { BaseCstVisitor } from './parser';
import { TagKind, type Tag } from './tags';
import { appendNodes } from './content';
import { Content } from './tokens';

export interface StructureProblem {
  message: string;
  offset: number;
  /** End of the tag concerned (exclusive). */
  end: number;
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

function isToken(x: CstNode | IToken): x is IToken {
  return (x as IToken).tokenType !== undefined;
}

class AstBuilder extends BaseCstVisitor {
  problems: StructureProblem[] = [];
  source = '';

  constructor() {
    super();
    this.validateVisitor();
  }

  template(children: Children): Block {
    const nodes: Block = [];
    for (const child of children.element ?? []) {
      if (isToken(child) && child.tokenType !== Content) {
        const tag = child.payload as Tag;
        this.problems.push({
          message: `${STRAY_NAMES[tag.kind] ?? child.image} is not allowed at the top level: no block is open here.`,
          offset: child.startOffset,
          end: child.startOffset + child.image.length,
        });
      } else {
        this.push(nodes, child);
      }
    }
    return nodes;
  }

  block(children: Children): Block {
    const misplaced = children.misplaced as IToken[] | undefined;
    if (misplaced) {
      for (const token of misplaced) this.problems.push({ message: misplacedMessage(token), ...spanOf(token) });
    }
    const nodes: Block = [];
    const elements = children.element;
    if (elements) for (let i = 0; i < elements.length; i++) this.push(nodes, elements[i]);
    return nodes;
  }

  repeatedBody(children: Children): Block {
    return this.block(children);
  }

  macroBody(children: Children): Block {
    return this.block(children);
  }

  conditional(children: Children): Node | null {
    const open = children.open?.[0] as IToken | undefined;
    if (!open || open.isInsertedInRecovery) return null;
    this.checkClosed(children, open);
    const tag = open.payload as Tag;
    const body = this.visitBlock(children.body);
    const alternatives = this.alternatives(children);
    return conditionalNode(tag, open.startOffset, body, alternatives);
  }

  repeated(children: Children): Node | null {
    const open = children.open?.[0] as IToken | undefined;
    if (!open || open.isInsertedInRecovery) return null;
    this.checkClosed(children, open);
    const tag = open.payload as Extract<Tag, { ref: unknown }>;
    const body = this.visitBlock(children.body);
    for (const after of (children.bodyAfter as CstNode[] | undefined) ?? []) body.push(...(this.visit(after) as Block));
    const misplaced = children.misplaced as IToken[] | undefined;
    if (misplaced) {
      for (const token of misplaced) {
        this.problems.push({ message: `${token.image} right after another {.alternates with} is not allowed: it is dropped.`, ...spanOf(token) });
      }
    }
    let alternatesWith: Block | null = null;
    if (children.AlternatesWith) {
      alternatesWith = [];
      for (const separator of (children.separator as IToken[] | undefined) ?? []) this.pushContent(alternatesWith, separator);
    }
    return {
      type: 'repeated',
      offset: open.startOffset,
      ref: tag.ref,
      body,
      alternatesWith,
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
    return { predicate: tag.predicate, body: this.visitBlock(children.body), ...spanOf(open) };
  }

  /**
   * The `.or` branches. An `.or` after a plain `{.or}` could never run:
   * Squarespace reports it ("This OR_PREDICATE block will never execute")
   * and drops the tag, so what follows it joins the plain `{.or}`'s body.
   */
  private alternatives(children: Children): Alternative[] {
    const out: Alternative[] = [];
    let plain: Alternative | null = null;
    for (const node of (children.alternatives as CstNode[] | undefined) ?? []) {
      const alt = this.visit(node) as Alternative | null;
      if (!alt) continue;
      if (plain) {
        this.problems.push({
          message: `This ${this.source.slice(alt.offset, alt.end)} will never execute: a plain {.or} comes before it (its content is rendered as part of that {.or}).`,
          offset: alt.offset,
          end: alt.end,
        });
        plain.body.push(...alt.body);
        continue;
      }
      if (alt.predicate === null) plain = alt;
      out.push(alt);
    }
    return out;
  }

  private visitBlock(nodes: (CstNode | IToken)[] | undefined): Block {
    const node = nodes?.[0] as CstNode | undefined;
    return node ? (this.visit(node) as Block) : [];
  }

  private push(nodes: Block, child: CstNode | IToken): void {
    if (isToken(child)) {
      this.pushContent(nodes, child);
      return;
    }
    const node = this.visit(child) as Node | null;
    if (node) nodes.push(node);
  }

  /** Expands a Content token into its text and tag nodes. */
  private pushContent(nodes: Block, token: IToken): void {
    appendNodes(nodes, token.payload as Node[]);
  }

  private checkClosed(children: Children, open: IToken): void {
    const end = children.End?.[0] as IToken | undefined;
    if (end && !end.isInsertedInRecovery) return;
    const tag = open.payload as Tag;
    this.problems.push({
      message: `Unclosed ${OPENER_NAMES[tag.kind] ?? 'block'} block ${open.image}: reached the end of the template without its {.end}.`,
      ...spanOf(open),
    });
  }

}

/** The node a section, predicate or `.if` block opens (both parsers build them here); null for any other tag. */
export function conditionalNode(tag: Tag, offset: number, body: Block, alternatives: Alternative[]): Node | null {
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

// Built once: validateVisitor() checks every rule has a visit method, which is not free.
const builder = new AstBuilder();

export function buildAst(
  source: string,
  cst: CstNode,
  parseErrors: IRecognitionException[],
): { ast: Block; problems: StructureProblem[] } {
  builder.source = source;
  builder.problems = [];
  const ast = builder.visit(cst) as Block;
  const problems = builder.problems;
  builder.source = '';
  for (const e of parseErrors) {
    // Unclosed blocks are reported by the builder with their opening tag.
    if (e.token.tokenType.name === 'EOF') continue;
    problems.push({ message: misplacedMessage(e.token), ...spanOf(e.token) });
  }
  return { ast, problems: problems.sort((a, b) => a.offset - b.offset) };
}

function spanOf(token: IToken): { offset: number; end: number } {
  return { offset: token.startOffset, end: token.startOffset + token.image.length };
}

function misplacedMessage(token: IToken): string {
  const tag = token.payload as Tag | undefined;
  if (tag?.kind === TagKind.AlternatesWith) {
    return `${token.image} is only allowed in a {.repeated section}, before any {.or}.`;
  }
  if (tag?.kind === TagKind.Or) return `${token.image} is not allowed in this block.`;
  return `${token.image} is not allowed here.`;
}
