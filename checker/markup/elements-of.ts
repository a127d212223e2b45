/** The elements of each parsed template, found once and shared by the rules that read them. */
import type { ParsedTemplate } from '../parsed-template';
import { findElements, type Element } from './html-elements';

const images = new WeakMap<ParsedTemplate, Element[]>();
const squarespaceTags = new WeakMap<ParsedTemplate, Element[]>();

/** `<img>` start tags. */
export function imagesOf(template: ParsedTemplate): Element[] {
  let found = images.get(template);
  if (!found) images.set(template, (found = findElements(template.source.text, (name) => name === 'img')));
  return found;
}

/** `<squarespace:…>` tags (navigation, block-field, script, query, category). */
export function squarespaceTagsOf(template: ParsedTemplate): Element[] {
  let found = squarespaceTags.get(template);
  if (!found) squarespaceTags.set(template, (found = findElements(template.source.text, (name) => name.startsWith('squarespace:'))));
  return found;
}
