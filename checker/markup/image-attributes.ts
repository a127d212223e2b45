/** What the image rules (spec §5 "Image template") ask of an `<img>`: which loader it names, whether it is marked decorative. */
import { attribute, type Element } from './html-elements';

/** The loader named by a literal `data-loader`, lower-cased; undefined when none is written or it is computed. */
export function literalLoader(image: Element): string | undefined {
  const loader = attribute(image, 'data-loader');
  return loader && loader.value !== null && !loader.dynamic ? loader.value.trim().toLowerCase() : undefined;
}

/**
 * Markers that say an image is decorative, so an empty alt is meant: `role="presentation"` or `role="none"`,
 * `aria-hidden="true"`, or Kiosk's `data-decorative` attribute.
 */
export function isMarkedDecorative(image: Element): boolean {
  const role = attribute(image, 'role')?.value?.trim().toLowerCase();
  if (role === 'presentation' || role === 'none') return true;
  if (attribute(image, 'aria-hidden')?.value?.trim().toLowerCase() === 'true') return true;
  return attribute(image, 'data-decorative') !== undefined;
}

/** The length to underline for a problem with the element as a whole: `<img`. */
export const IMG_TAG_LENGTH = 4;
