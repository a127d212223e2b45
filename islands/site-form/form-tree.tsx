/**
 * Renders the form markup the template printed (parsed at build time, carried in the island's props) as React
 * elements, letting the island change what its state needs — an attribute, a label, an error before a field —
 * while everything else stays exactly as the template wrote it.
 */
import { createElement, Fragment, type ReactNode } from 'react';
import type { HtmlTreeNode } from '../html-tree/html-tree';
import { reactProps, type ReactProps } from './react-attributes';

export interface Decoration {
  /** Props set over the element's own (React names). */
  props?: ReactProps;
  /** Replaces the element's children. */
  children?: ReactNode;
  /** Rendered first inside the element. */
  prepend?: ReactNode;
  /** Rendered right before the element. */
  before?: ReactNode;
  /** Rendered right after the element. */
  after?: ReactNode;
}

/** An element of the tree as decorate sees it, with the attributes of the elements around it (nearest last). */
export interface TreeElement {
  tag: string;
  attributes: Readonly<Record<string, string>>;
  children: readonly HtmlTreeNode[];
  ancestors: readonly Readonly<Record<string, string>>[];
}

export type Decorate = (element: TreeElement) => Decoration | undefined;

/** Parsers keep it; React would warn about text directly in these. */
const NO_TEXT_CHILDREN = new Set(['select', 'optgroup', 'table', 'tbody', 'thead', 'tfoot', 'tr']);

function renderNode(node: HtmlTreeNode, key: number, decorate: Decorate, parentTag: string, ancestors: TreeElement['ancestors']): ReactNode {
  if (typeof node === 'string') return NO_TEXT_CHILDREN.has(parentTag) && node.trim() === '' ? null : node;
  const [tag, attributes, children] = node;
  const decoration = decorate({ tag, attributes, children, ancestors }) ?? {};
  const props = { ...reactProps(tag, attributes), ...decoration.props };
  let content: ReactNode[];
  if (decoration.children !== undefined) content = [decoration.children];
  else if (tag === 'textarea') content = [];
  else {
    const inside = [...ancestors, attributes];
    content = children.map((child, index) => renderNode(child, index, decorate, tag, inside));
  }
  if (tag === 'textarea' && props.defaultValue === undefined && children.length > 0) props.defaultValue = children.filter((child) => typeof child === 'string').join('');
  if (decoration.prepend !== undefined) content.unshift(decoration.prepend);
  const element = createElement(tag, props, ...content);
  // Always in a fragment, so an element keeps its identity (and a textarea its text) when something appears beside it.
  return createElement(Fragment, { key }, decoration.before ?? null, element, decoration.after ?? null);
}

export function renderTree(nodes: readonly HtmlTreeNode[], decorate: Decorate, parentTag = 'form'): ReactNode[] {
  return nodes.map((node, index) => renderNode(node, index, decorate, parentTag, []));
}

export function hasClass(attributes: Readonly<Record<string, string>>, name: string): boolean {
  return (attributes.class ?? '').split(/\s+/).includes(name);
}

/** Whether any element below these nodes matches. */
export function containsElement(nodes: readonly HtmlTreeNode[], matches: (tag: string, attributes: Readonly<Record<string, string>>) => boolean): boolean {
  return nodes.some((node) => typeof node !== 'string' && (matches(node[0], node[1]) || containsElement(node[2], matches)));
}
