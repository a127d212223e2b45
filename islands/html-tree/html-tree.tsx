/**
 * Renders HTML parsed at build time (islands/ssr/html-fragment) as React elements, so an island can show
 * markup the engine printed (a price) exactly, without a wrapper element or innerHTML.
 */
import { createElement, Fragment, type ReactNode } from 'react';

/** A parsed node: text, or [tag, attributes, children]. Compact because it travels in data-props. */
export type HtmlTreeNode = string | [string, Record<string, string>, HtmlTreeNode[]];

const REACT_NAMES: Record<string, string> = { class: 'className', for: 'htmlFor', tabindex: 'tabIndex' };

function props(attributes: Record<string, string>, key: number): Record<string, string | number> {
  const out: Record<string, string | number> = { key };
  for (const [name, value] of Object.entries(attributes)) out[REACT_NAMES[name] ?? name] = value;
  return out;
}

function render(node: HtmlTreeNode, key: number): ReactNode {
  if (typeof node === 'string') return node;
  const [tag, attributes, children] = node;
  return createElement(tag, props(attributes, key), ...children.map(render));
}

export function HtmlTree({ nodes }: { nodes: HtmlTreeNode[] }) {
  return createElement(Fragment, null, ...nodes.map(render));
}
