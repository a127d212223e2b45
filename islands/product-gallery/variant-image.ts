/** Which image a product page leads with for the visitor's choice (variant image switching). */
import { matchingVariants, type VariantImage } from '../product/product-data';

/**
 * The main image shared by every variant that agrees with the choice so far (choosing only a colour already
 * settles the picture); undefined before any choice, or while the candidates differ.
 */
export function imageForSelection(variants: readonly VariantImage[], selection: Readonly<Record<string, string>>): string | undefined {
  if (!Object.values(selection).some((value) => value !== '')) return undefined;
  const ids = new Set(matchingVariants(variants, selection).map((v) => v.imageId));
  return ids.size === 1 ? [...ids][0] : undefined;
}

/** The slides with the chosen image first, the others in their printed order. */
export function slidesInOrder<S extends { imageId: string | null }>(slides: readonly S[], leadImageId: string | undefined): S[] {
  const lead = slides.findIndex((s) => s.imageId !== null && s.imageId === leadImageId);
  if (lead <= 0) return [...slides];
  return [slides[lead], ...slides.slice(0, lead), ...slides.slice(lead + 1)];
}
