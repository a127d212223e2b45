/**
 * The `data-*` attributes the front-end image loader reads from an image
 * record (spec §3 image asset): source, dimensions, focal point and alt text.
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
  return (
    (preview !== null && typeof preview === 'object' && !Array.isArray(preview)
      ? 'data-licensed-asset-preview="true" '
      : '') +
    `data-src="${url}" data-image="${url}" data-image-dimensions="${toText(field(image, 'originalSize'))}" ` +
    `data-image-focal-point="${focalPoint(image)}" alt="${alt}" `
  );
}
