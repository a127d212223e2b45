/**
 * The `data-*` attributes the front-end image loader reads from an image
 * record (spec §3 image asset): component key, source, dimensions, focal point and alt text.
 */
import { isTruthy } from '../../../runtime/values';
import { toNumber, toText } from '../../core/coercion';
import { field } from '../record-fields';

/** Spec §3: an image without a focal point is centred. */
const DEFAULT_FOCAL_POINT = '0.5,0.5';

/** Whether a record has an image: a main image, or an asset of its own. */
export function hasImage(record: unknown): boolean {
  return isTruthy(field(record, 'mainImageId')) || isTruthy(field(record, 'systemDataId'));
}

/** "x,y" of the image's focal point, as the loader reads it. */
export function focalPoint(image: unknown): string {
  const point = field(image, 'mediaFocalPoint');
  if (point === undefined) return DEFAULT_FOCAL_POINT;
  return `${toNumber(field(point, 'x'))},${toNumber(field(point, 'y'))}`;
}

/**
 * The attribute list for `image`, each attribute followed by a space. `alt`
 * is written as given, so the caller escapes it.
 */
export function imageMetaAttributes(image: unknown, alt: string): string {
  const preview = field(image, 'licensedAssetPreview');
  const url = toText(field(image, 'assetUrl'));
  // Present at all (even null) means printed, as the reference does; written as is, unescaped, like it.
  const componentKey = field(image, 'componentKey');
  return (
    (preview !== null && typeof preview === 'object' && !Array.isArray(preview)
      ? 'data-licensed-asset-preview="true" '
      : '') +
    (componentKey === undefined ? '' : `data-component-key="${toText(componentKey)}" `) +
    `data-src="${url}" data-image="${url}" data-image-dimensions="${toText(field(image, 'originalSize'))}" ` +
    `data-image-focal-point="${focalPoint(image)}" alt="${alt}" `
  );
}

/** One focal-point coordinate as a CSS percentage: 0–1 clamped, anything not a number centred. */
function percent(value: unknown): string {
  const n = toNumber(value);
  if (value === undefined || value === null || !Number.isFinite(n)) return '50%';
  return `${Math.round(Math.min(1, Math.max(0, n)) * 10000) / 100}%`;
}

/** The focal point as a CSS `object-position` value ("30% 70%"), so a cropped image keeps it in view. */
export function objectPosition(image: unknown): string {
  const point = field(image, 'mediaFocalPoint');
  return `${percent(field(point, 'x'))} ${percent(field(point, 'y'))}`;
}
