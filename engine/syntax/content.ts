/**
 * What lies between block tags: text, variables, bindings, comments and braces that open no tag, read
 * straight into template nodes. Both parsers use it: the direct parser appends into the block it builds,
 * the Chevrotain lexer keeps a run's nodes as its Content token's payload.
 */
import type { Block, Node } from './ast';
import { scanTag, scanTagTo, TagKind, type Tag } from './tags';

const HASH = 35;

const BLOCK_KINDS = new Set<TagKind>([
  TagKind.Section,
  TagKind.Repeated,
  TagKind.Predicate,
  TagKind.If,
  TagKind.Macro,
  TagKind.Or,
  TagKind.AlternatesWith,
  TagKind.End,
]);

/** Whether a tag of this kind shapes blocks (one token of its own) rather than sitting in content. */
export function isBlockKind(kind: TagKind): boolean {
  return BLOCK_KINDS.has(kind);
}

// Content stops at a block tag; the block's reader then finds the scan here instead of redoing it.
let memoText = '';
let memoOffset = -1;
let memoTag: Tag | null = null;

function remember(text: string, offset: number, tag: Tag | null): Tag | null {
  memoText = text;
  memoOffset = offset;
  memoTag = tag;
  return tag;
}

/** The tag that starts at `offset` (null for plain text); asked again at the same offset, the last scan. */
export function tagAt(text: string, offset: number): Tag | null {
  if (offset === memoOffset && text === memoText) return memoTag;
  return remember(text, offset, text.charCodeAt(offset) === 123 ? scanTag(text, offset) : null);
}

/** Forgets the memo so a long template is not kept alive after parsing. */
export function resetTagMemo(): void {
  remember('', -1, null);
}

/**
 * Reads text and non-block tags from `offset` up to the next block tag (or the end), appending their nodes
 * to `nodes`, and gives the offset where it stopped. It scans the way Squarespace's parser does: from a `{`
 * to the first `}`, restarting at any `{` met on the way (the text before it stays text); a `{##` where a
 * scan begins opens a multi-line comment. Nodes are made here directly, with no intermediate parts: compiling
 * allocates less, so it triggers fewer collections.
 */
export function scanContent(text: string, offset: number, nodes: Block): number {
  let textStart = offset;
  let i = offset;
  while (i < text.length) {
    let brace = text.indexOf('{', i);
    if (brace < 0) {
      i = text.length;
      break;
    }
    let tag: Tag | null;
    if (text.charCodeAt(brace + 1) === HASH && text.charCodeAt(brace + 2) === HASH) {
      tag = tagAt(text, brace) as Tag; // always a comment
    } else {
      const close = text.indexOf('}', brace + 1);
      if (close < 0) {
        i = text.length;
        break;
      }
      const last = text.lastIndexOf('{', close);
      if (last !== brace) {
        brace = last;
        // A restarted `{##...}` is a one-line comment, which tagAt (a scan that begins there) would not give.
        tag = text.charCodeAt(brace + 1) === HASH ? scanTagTo(text, brace, close) : tagAt(text, brace);
      } else {
        tag = tagAt(text, brace);
      }
      if (tag === null) {
        i = close + 1;
        continue;
      }
    }
    if (BLOCK_KINDS.has(tag.kind)) {
      i = brace;
      break;
    }
    if (brace > textStart) appendText(nodes, text.slice(textStart, brace));
    appendTag(nodes, text, tag, brace);
    i = textStart = brace + tag.end;
  }
  if (i > textStart) appendText(nodes, text.slice(textStart, i));
  return i;
}

/** Appends the nodes of a run read by `scanContent` (a Content token's payload) to a block. */
export function appendNodes(nodes: Block, run: readonly Node[]): void {
  for (let i = 0; i < run.length; i++) {
    const node = run[i];
    if (node.type === 'text') appendText(nodes, node.text);
    else nodes.push(node);
  }
}

/** Adjacent text becomes one node (text around a comment, a literal such as `{.space}`). */
function appendText(nodes: Block, text: string): void {
  const last = nodes.length > 0 ? nodes[nodes.length - 1] : undefined;
  if (last !== undefined && last.type === 'text') last.text += text;
  else nodes.push({ type: 'text', text });
}

function appendTag(nodes: Block, source: string, tag: Tag, offset: number): void {
  switch (tag.kind) {
    case TagKind.Comment:
      return;
    case TagKind.Literal:
      if (tag.eof) nodes.push({ type: 'eof', offset, end: offset + tag.end });
      else appendText(nodes, tag.text);
      return;
    case TagKind.Variable:
      nodes.push({ type: 'variable', offset, end: offset + tag.end, refs: tag.refs, formatters: tag.formatters });
      return;
    case TagKind.BindVar:
      nodes.push({ type: 'bindvar', offset, end: offset + tag.end, name: tag.name, refs: tag.refs, formatters: tag.formatters });
      return;
    case TagKind.CtxVar:
      nodes.push({ type: 'ctxvar', offset, name: tag.name, bindings: tag.bindings });
      return;
    case TagKind.Eval:
      nodes.push({ type: 'eval', offset, end: offset + tag.end, expression: tag.expression, expressionOffset: offset + tag.offset });
      return;
    case TagKind.Include:
      nodes.push({ type: 'include', offset, end: offset + tag.end, name: tag.name, output: tag.output });
      return;
    case TagKind.Inject:
      nodes.push({ type: 'inject', offset, end: offset + tag.end, name: tag.name, path: tag.path });
      return;
    default:
      appendText(nodes, source.slice(offset, offset + tag.end));
  }
}
