/**
 * The fast path from source to tree for well-formed templates: one pass over the tags, building the
 * tree directly, with no token or CST objects. It follows the block grammar of parser.ts and builds
 * what to-ast.ts would; at the first structural problem (a stray or misplaced tag, a missing {.end},
 * a second {.or} after a plain one) it gives up and the Chevrotain path, which reports and recovers,
 * takes the template instead.
 */
import type { Alternative, Block, Node } from './ast';
import { TagKind, type Tag } from './tags';
import { isBlockKind, scanContent, tagAt } from './content';
import { conditionalNode } from './to-ast';

const NO_ALTERNATIVES: Alternative[] = [];

/** Thrown (and caught below) when the template needs the recovering parser. */
const GIVE_UP = new Error('not a well-formed template');

class DirectParser {
  pos = 0;
  /** The block tag at `pos`, or null when `pos` starts a run of content (or the end). */
  tag: Tag | null = null;

  constructor(readonly source: string) {
    this.look();
  }

  /** Reads what starts at `pos`: a block tag, or content up to the next one. */
  private look(): void {
    const { source, pos } = this;
    const tag = pos < source.length ? tagAt(source, pos) : null;
    this.tag = tag !== null && isBlockKind(tag.kind) ? tag : null;
  }

  private advance(tag: Tag): void {
    this.pos += tag.end;
    this.look();
  }

  /** The elements of a block, up to a tag that is no element (`.end`, `.or`, `.alternates with`) or the end. */
  elements(nodes: Block): Block {
    const { source } = this;
    while (this.pos < source.length) {
      const tag = this.tag;
      if (tag === null) {
        const end = scanContent(source, this.pos, nodes);
        if (end === this.pos) throw GIVE_UP;
        this.pos = end;
        this.look();
        continue;
      }
      const offset = this.pos;
      switch (tag.kind) {
        case TagKind.Section:
        case TagKind.Predicate:
        case TagKind.If:
          nodes.push(this.conditional(tag, offset));
          break;
        case TagKind.Repeated:
          nodes.push(this.repeated(tag, offset));
          break;
        case TagKind.Macro:
          this.advance(tag);
          nodes.push({ type: 'macro', offset, name: tag.name, body: this.elements([]) });
          this.end();
          break;
        default:
          return nodes;
      }
    }
    return nodes;
  }

  private conditional(tag: Tag, offset: number): Node {
    this.advance(tag);
    const body = this.elements([]);
    const alternatives = this.alternatives();
    this.end();
    const node = conditionalNode(tag, offset, body, alternatives);
    if (!node) throw GIVE_UP;
    return node;
  }

  /**
   * `.alternates with` ends at the first block tag after its content: that block and what follows it
   * belong to the main body again (parser.ts `repeated`).
   */
  private repeated(tag: Extract<Tag, { kind: TagKind.Repeated | TagKind.Section }>, offset: number): Node {
    this.advance(tag);
    const body = this.elements([]);
    let alternatesWith: Block | null = null;
    while (this.tag?.kind === TagKind.AlternatesWith) {
      this.advance(this.tag);
      alternatesWith ??= [];
      if (this.tag === null && this.pos < this.source.length) {
        const end = scanContent(this.source, this.pos, alternatesWith);
        if (end === this.pos) throw GIVE_UP;
        this.pos = end;
        this.look();
      }
      // A second `.alternates with` right after the first is misplaced: reported by the other path.
      if (this.tag?.kind === TagKind.AlternatesWith) throw GIVE_UP;
      body.push(...this.elements([]));
    }
    const alternatives = this.alternatives();
    this.end();
    return { type: 'repeated', offset, ref: tag.ref, body, alternatesWith, alternatives };
  }

  /** `.or` branches; an `.or` after a plain `{.or}` is a problem the other path reports. */
  private alternatives(): Alternative[] {
    // Most blocks have none: they share one empty list, which nothing writes to.
    if (this.tag?.kind !== TagKind.Or) return NO_ALTERNATIVES;
    const out: Alternative[] = [];
    let plain = false;
    while (this.tag?.kind === TagKind.Or) {
      if (plain) throw GIVE_UP;
      const tag = this.tag;
      const offset = this.pos;
      this.advance(tag);
      out.push({ predicate: tag.predicate, body: this.elements([]), offset, end: offset + tag.end });
      plain = tag.predicate === null;
    }
    return out;
  }

  /** The `.end` that closes a block; anything else there is a problem. */
  private end(): void {
    if (this.tag?.kind !== TagKind.End) throw GIVE_UP;
    this.advance(this.tag);
  }
}

/** The tree of a well-formed template, or null when the recovering parser must take it. */
export function parseDirect(source: string): Block | null {
  const parser = new DirectParser(source);
  try {
    const ast = parser.elements([]);
    // Stopped early: a `.end`, `.or` or `.alternates with` with no block open.
    return parser.pos < source.length ? null : ast;
  } catch (e) {
    if (e === GIVE_UP) return null;
    throw e;
  }
}
