/**
 * One scan of a page for the root elements of every adopter at once (by class or id), instead of one scan per
 * adopter: each tag with a class or id is looked up in a map from class/id to the adopters that take them.
 */
import { CLASS_ATTRIBUTE, closingTag, ID_ATTRIBUTE, openingTagAround, type FoundElement } from './find-elements';

/** A class or id attribute with its quoted value: the scan reads these, and goes back to the tag of those it wants. */
const CLASS_OR_ID = /\s(class|id)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;

/** Whether a class or id attribute's value names a root at all (most of a page's do not). */
function namesRoot(attribute: RegExpExecArray, keys: RootKeys): boolean {
  const value = attribute[2] ?? attribute[3] ?? '';
  if (attribute[1].length === 2) return keys.byId.has(value);
  if (!value.includes(' ')) return keys.byClass.has(value);
  for (const name of value.split(/\s+/)) if (keys.byClass.has(name)) return true;
  return false;
}

/** Which adopters (their places in the adopters' list) take an element with this class or id. */
export interface RootKeys {
  byClass: ReadonlyMap<string, readonly number[]>;
  byId: ReadonlyMap<string, readonly number[]>;
  /** each class or id with the last adopter (place in the list) that takes it */
  lastTaker: ReadonlyMap<string, number>;
}

export interface RootElement extends FoundElement {
  /** the adopters that take it, in the list's order */
  adopters: number[];
}

/** `roots`: the adopters' roots in the list's order; an undefined one (an adopter left out) is looked for nowhere. */
export function rootKeys(roots: readonly ({ rootClass?: string; rootId?: string } | undefined)[]): RootKeys {
  const byClass = new Map<string, number[]>();
  const byId = new Map<string, number[]>();
  roots.forEach((root, index) => {
    if (!root) return;
    const [map, key] = root.rootId !== undefined ? [byId, root.rootId] : [byClass, root.rootClass ?? ''];
    const list = map.get(key) ?? [];
    list.push(index);
    map.set(key, list);
  });
  const lastTaker = new Map<string, number>();
  for (const map of [byClass, byId]) for (const [name, adopters] of map) lastTaker.set(name, Math.max(lastTaker.get(name) ?? -1, ...adopters));
  return { byClass, byId, lastTaker };
}

/** The adopters that take an opening tag's element, and the id it claims (an id adopter takes its first element). */
function adoptersOf(attributeText: string, keys: RootKeys, idsTaken: ReadonlySet<string>): { adopters?: number[]; claims?: string } {
  let adopters: number[] | undefined;
  let claims: string | undefined;
  const classes = CLASS_ATTRIBUTE.exec(attributeText);
  if (classes) {
    for (const name of (classes[1] ?? classes[2] ?? '').split(/\s+/)) {
      const taken = keys.byClass.get(name);
      // A class listed twice on one element still names its adopters once.
      if (taken) for (const index of taken) if (!adopters?.includes(index)) (adopters ??= []).push(index);
    }
  }
  const id = keys.byId.size > 0 ? ID_ATTRIBUTE.exec(attributeText) : null;
  if (id) {
    const value = id[1] ?? id[2] ?? '';
    const taken = keys.byId.get(value);
    if (taken && !idsTaken.has(value)) {
      claims = value;
      (adopters ??= []).push(...taken);
    }
  }
  return { adopters: adopters?.sort((a, b) => a - b), claims };
}

/**
 * Every element some adopter takes, in document order, elements inside others included (a caller that cannot
 * handle nesting checks for it). An element that never closes is passed over, as find-elements.ts passes it.
 * Found from each class or id that names a root back to its tag (as item-regions.ts finds its elements): a product
 * list's 200 cards are some 5,000 tags, and reading every one of them cost most of the islands' time on such a page.
 */
export function findRoots(html: string, keys: RootKeys): RootElement[] {
  const found: RootElement[] = [];
  const idsTaken = new Set<string>();
  const attributes = new RegExp(CLASS_OR_ID);
  let lastTag = -1;
  for (let at = attributes.exec(html); at; at = attributes.exec(html)) {
    if (!namesRoot(at, keys)) continue;
    const m = openingTagAround(html, at.index);
    // The attribute in text, or another attribute of a tag already read.
    if (!m || m.index === lastTag) continue;
    lastTag = m.index;
    attributes.lastIndex = Math.max(attributes.lastIndex, m.index + m[0].length);
    const attributeText = m[2] ?? '';
    const { adopters, claims } = adoptersOf(attributeText, keys, idsTaken);
    if (!adopters) continue;
    const name = m[1].toLowerCase();
    const contentStart = m.index + m[0].length;
    const close = closingTag(html, name, contentStart);
    if (!close) continue;
    if (claims !== undefined) idsTaken.add(claims);
    found.push({ tag: name, start: m.index, contentStart, contentEnd: close.at, end: close.end, attributeText, adopters });
  }
  return found;
}

/** Whether any element of `html` is taken by an adopter after `index` in the list (an island's output). */
export function holdsRootAfter(html: string, keys: RootKeys, index: number): boolean {
  // Most islands' output names no later adopter's class or id at all: a text search spares it the scan of its tags.
  let named = false;
  for (const [name, last] of keys.lastTaker) {
    if (last > index && html.includes(name)) {
      named = true;
      break;
    }
  }
  if (!named) return false;
  return findRoots(html, keys).some((root) => root.adopters.some((other) => other > index));
}
