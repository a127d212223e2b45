/**
 * Walks the engine's template tree and lists what rules look at, with absolute offsets in the source:
 * every node, every formatter and predicate call, every variable reference, every block with `.or` branches.
 * (The tree keeps tag offsets; offsets inside a tag, such as a formatter's, are relative to that tag.)
 */
import type { Alternative, Block, Node } from '../engine/syntax';

export interface PluginCall {
  kind: 'formatter' | 'predicate';
  name: string;
  args: readonly string[];
  /** Offset of the name in the source. */
  offset: number;
}

export interface ReferenceUse {
  /** As written: `item.title`, `@.id`, `@index`, `@args.size`. */
  text: string;
  offset: number;
}

/** Every node, depth first, including those inside `.or` branches and `.alternates with`. */
export function* allNodes(block: Block): Generator<Node> {
  for (const node of block) {
    yield node;
    for (const child of childBlocks(node)) yield* allNodes(child);
  }
}

function childBlocks(node: Node): Block[] {
  switch (node.type) {
    case 'section':
    case 'predicate':
    case 'if':
      return [node.body, ...node.alternatives.map((a) => a.body)];
    case 'repeated':
      return [node.body, ...(node.alternatesWith ? [node.alternatesWith] : []), ...node.alternatives.map((a) => a.body)];
    case 'macro':
      return [node.body];
    default:
      return [];
  }
}

/** The `.or` branches of a block node, or undefined for nodes that take none. */
export function alternativesOf(node: Node): readonly Alternative[] | undefined {
  return node.type === 'section' || node.type === 'repeated' || node.type === 'predicate' || node.type === 'if' ? node.alternatives : undefined;
}

export function pluginCalls(block: Block): PluginCall[] {
  const calls: PluginCall[] = [];
  const predicate = (call: { name: string; args: string[]; offset: number } | null, base: number) => {
    if (call) calls.push({ kind: 'predicate', name: call.name, args: call.args, offset: base + call.offset });
  };
  for (const node of allNodes(block)) {
    if (node.type === 'variable' || node.type === 'bindvar') {
      for (const f of node.formatters) calls.push({ kind: 'formatter', name: f.name, args: f.args, offset: node.offset + f.offset });
    }
    if (node.type === 'predicate' || node.type === 'if') predicate(node.predicate, node.offset);
    for (const alternative of alternativesOf(node) ?? []) predicate(alternative.predicate, alternative.offset);
  }
  return calls;
}

/** The end of the tag starting at `offset` (just after its `}`), for locating text inside it. */
function tagEnd(source: string, offset: number): number {
  const close = source.indexOf('}', offset);
  return close < 0 ? source.length : close + 1;
}

const NAME_CHAR = /[A-Za-z0-9_$@.-]/;

/**
 * Where `text` is written as a whole reference inside the tag at `offset` (searched, since the tree keeps no
 * per-reference offset); the tag's own offset when it cannot be found.
 */
function locate(source: string, offset: number, text: string, from: number): number {
  const end = tagEnd(source, offset);
  for (let at = source.indexOf(text, from); at >= 0 && at + text.length <= end; at = source.indexOf(text, at + 1)) {
    const before = source[at - 1] ?? ' ';
    const after = source[at + text.length] ?? ' ';
    if (!NAME_CHAR.test(before) && !NAME_CHAR.test(after)) return at;
  }
  return offset;
}

export function referenceUses(block: Block, source: string): ReferenceUse[] {
  const uses: ReferenceUse[] = [];
  const add = (tagOffset: number, refs: readonly { text: string }[]) => {
    let from = tagOffset + 1;
    for (const ref of refs) {
      const at = locate(source, tagOffset, ref.text, from);
      uses.push({ text: ref.text, offset: at });
      if (at !== tagOffset) from = at + ref.text.length;
    }
  };
  for (const node of allNodes(block)) {
    switch (node.type) {
      case 'variable':
      case 'bindvar':
      case 'if':
        add(node.offset, node.refs);
        break;
      case 'section':
      case 'repeated':
        add(node.offset, [node.ref]);
        break;
      case 'ctxvar':
        add(node.offset, node.bindings.map((b) => b.ref));
        break;
    }
  }
  return uses;
}

/** Names defined with `{.macro name}` in the tree. */
export function macroNames(block: Block): string[] {
  const names: string[] = [];
  for (const node of allNodes(block)) if (node.type === 'macro') names.push(node.name);
  return names;
}
