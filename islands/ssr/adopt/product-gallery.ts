/**
 * Adopts the template's product gallery (`.product-gallery`, one child element per image, each with
 * `data-image-id`) as the ProductGallery island, when the page's product has variants with their own images.
 */
import type { GallerySlide } from '../../product-gallery/product-gallery';
import { variantImages } from '../../product/product-data';
import { defineAdopter } from '../adopter';
import { isElement } from '../html-fragment';
import { serializeHtml } from '../serialize-html';
import { pageProductOf } from './page-product';

export const productGalleryAdopter = defineAdopter({
  island: 'ProductGallery',
  pageProductOnly: true,
  rootClass: 'product-gallery',
  adopt(widget, context) {
    const product = pageProductOf(widget, context);
    if (!product) return undefined;
    const images = variantImages(product.item);
    // Fewer than two variant images (most products): nothing to switch, and the slides need not be read at all.
    if (new Set(images.map((v) => v.imageId)).size < 2) return undefined;
    const elements = widget.content.children.filter(isElement);
    const slideIds = elements.map((element) => element.attributes['data-image-id'] || null);
    const switchable = new Set(images.map((v) => v.imageId).filter((id) => slideIds.includes(id)));
    if (switchable.size < 2) return undefined; // one picture for every variant: nothing to switch
    const slides: GallerySlide[] = elements.map((element, index) => ({
      imageId: slideIds[index],
      tag: element.tag,
      attributes: element.attributes,
      html: serializeHtml(element.children),
    }));
    return { itemId: product.itemId, variantImages: images, slides };
  },
});
