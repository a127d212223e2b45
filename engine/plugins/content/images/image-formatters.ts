/**
 * Formatters that print an image record as lazy-loading markup: `image` (the
 * full <img> pair) and the attribute lists `image-meta`, `child-image-meta`
 * and `cover-image-meta`; and Kiosk's `image-object-position` for markup a template writes itself.
 */
import type { FormatterSpec, RenderContext } from '../../api';
import { escapeHtmlAttribute } from '../../core/html-escape';
import { toText } from '../../core/coercion';
import { field } from '../record-fields';
import { altText } from './alt-text';
import { imageMetaAttributes, objectPosition } from './image-meta';

const DEFAULT_IMAGE_CLASS = 'thumb-image';

/** The attribute list of `image`, or "" when there is no image at all. */
function metaOf(image: unknown, ctx: RenderContext): string {
  return image === undefined ? '' : imageMetaAttributes(image, escapeHtmlAttribute(altText(image, ctx)));
}

export const imageFormatters: Record<string, FormatterSpec> = {
  /** `{img|image [class]}`: a <noscript> fallback and the loader's <img>. */
  image: {
    apply(image, args, ctx) {
      const className = args.length === 1 ? args[0] : DEFAULT_IMAGE_CLASS;
      const alt = escapeHtmlAttribute(altText(image, ctx));
      // The reference markup escapes the alt text a second time inside the
      // loader's <img>; kept so pages match it byte for byte.
      const meta = image === undefined ? '' : imageMetaAttributes(image, escapeHtmlAttribute(alt));
      return (
        `<noscript><img src="${toText(field(image, 'assetUrl'))}" alt="${alt}" /></noscript>` +
        `<img class="${className}" ${meta}data-load="false" data-image-id="${toText(field(image, 'id'))}" data-type="image" />`
      );
    },
  },

  'image-meta': {
    apply: (image, _args, ctx) => metaOf(image, ctx),
  },

  /** `{@|child-image-meta [n]}`: the attributes of `items[n]` (default the first). */
  'child-image-meta': {
    apply(record, args, ctx) {
      const index = parseInt(args[0] ?? '0', 10);
      return metaOf(field(field(record, 'items'), String(index)), ctx);
    },
  },

  'cover-image-meta': {
    apply: (record, _args, ctx) => metaOf(field(record, 'coverImage'), ctx),
  },

  /** `style="object-position: {@|image-object-position}"`: the focal point as CSS ("30% 70%"; centred by default). */
  'image-object-position': {
    apply: (image) => objectPosition(image),
  },
};
