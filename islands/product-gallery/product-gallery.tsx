/**
 * ProductGallery island: the product page's images. When the visitor's choice settles on a variant image
 * (its `mainImage`), that image moves to the front of the gallery.
 */
import { useStore } from '@nanostores/react';
import { Fragment, useEffect } from 'react';
import { HtmlTree, type HtmlTreeNode } from '../html-tree/html-tree';
import { useIslandRoot } from '../island-root/island-root';
import type { VariantImage } from '../product/product-data';
import { $selections, selectionOf } from '../stores/product-form';
import { imageForSelection, slidesInOrder } from './variant-image';

export interface GallerySlide {
  /** The slide's data-image-id, or null for a slide no variant can point at. */
  imageId: string | null;
  /** The slide element as printed. */
  node: HtmlTreeNode;
}

export interface ProductGalleryProps {
  itemId: string;
  variantImages: VariantImage[];
  slides: GallerySlide[];
}

export function ProductGallery({ itemId, variantImages, slides }: ProductGalleryProps) {
  const selection = selectionOf(itemId, useStore($selections, { ssr: 'initial' }));
  const lead = imageForSelection(variantImages, selection);
  const root = useIslandRoot();
  useEffect(() => {
    // A gallery that scrolls sideways (small screens) shows its new first image.
    if (lead !== undefined) root?.scrollTo?.({ left: 0 });
  }, [root, lead]);
  return (
    <>
      {slidesInOrder(slides, lead).map((slide) => (
        <Fragment key={slide.imageId ?? `slide-${slides.indexOf(slide)}`}>
          <HtmlTree nodes={[slide.node]} />
        </Fragment>
      ))}
    </>
  );
}
