/**
 * ProductGallery island: the product page's images. When the visitor's choice settles on a variant image
 * (its `mainImage`), that image moves to the front of the gallery. Each slide's inside stays the printed
 * markup (React moves the slides, never re-renders an image, so nothing reloads or flickers).
 */
import { useStore } from '@nanostores/react';
import { createElement, useEffect } from 'react';
import { useIslandRoot } from '../island-root/island-root';
import type { VariantImage } from '../product/product-data';
import { $selections, selectionOf } from '../stores/product-form';
import { imageForSelection, slidesInOrder } from './variant-image';

export interface GallerySlide {
  /** The slide's data-image-id, or null for a slide no variant can point at. */
  imageId: string | null;
  /** The slide element's tag and attributes, as printed. */
  tag: string;
  attributes: Record<string, string>;
  /** The slide's inside (the image), as printed. */
  html: string;
}

export interface ProductGalleryProps {
  itemId: string;
  variantImages: VariantImage[];
  slides: GallerySlide[];
}

function renderSlide(slide: GallerySlide, key: string) {
  const { class: className, ...rest } = slide.attributes;
  return createElement(slide.tag, { className, ...rest, key, dangerouslySetInnerHTML: { __html: slide.html } });
}

export function ProductGallery({ itemId, variantImages, slides }: ProductGalleryProps) {
  const selection = selectionOf(itemId, useStore($selections, { ssr: 'initial' }));
  const lead = imageForSelection(variantImages, selection);
  const root = useIslandRoot();
  useEffect(() => {
    // A gallery that scrolls sideways (small screens) shows its new first image.
    if (lead !== undefined) root?.scrollTo?.({ left: 0 });
  }, [root, lead]);
  return <>{slidesInOrder(slides, lead).map((slide) => renderSlide(slide, slide.imageId ?? `slide-${slides.indexOf(slide)}`))}</>;
}
