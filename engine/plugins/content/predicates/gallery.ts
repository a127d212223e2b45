/**
 * Predicates on a gallery block's `options` (spec §9 gallery): its design,
 * meta position, active alignment and on/off switches. `options` is looked up
 * through the context stack, so the predicates work inside a slide's scope.
 */
import type { PredicateSpec, RenderContext } from '../../api';
import { isTruthy } from '../../../runtime/values';
import { GALLERY_ALIGNMENTS, GALLERY_DESIGNS, GALLERY_META_POSITIONS, GALLERY_SWITCHES } from '../enums/gallery-options';
import { toBoolean } from '../../core/coercion';
import { field } from '../record-fields';

function option(ctx: RenderContext, name: string): unknown {
  return field(ctx.resolve('options'), name);
}

function optionEquals(name: string, value: string): PredicateSpec {
  return { test: (_args, ctx) => option(ctx, name) === value };
}

function buildGalleryPredicates(): Record<string, PredicateSpec> {
  const predicates: Record<string, PredicateSpec> = {};
  for (const design of GALLERY_DESIGNS) predicates[`gallery-design-${design}`] = optionEquals('design', design);
  for (const position of GALLERY_META_POSITIONS) {
    predicates[`gallery-meta-position-${position}`] = optionEquals('meta-position', position);
  }
  for (const alignment of GALLERY_ALIGNMENTS) {
    predicates[`gallery-active-alignment-${alignment}`] = optionEquals('active-alignment', alignment);
  }
  for (const name of GALLERY_SWITCHES) {
    predicates[`gallery-${name}`] = { test: (_args, ctx) => toBoolean(option(ctx, name)) };
  }
  /** The gallery shows navigation (controls or indicators), so it has room for meta. */
  predicates['gallery-meta'] = {
    test: (_args, ctx) => isTruthy(option(ctx, 'controls')) || isTruthy(option(ctx, 'indicators')),
  };
  return predicates;
}

export const galleryPredicates: Readonly<Record<string, PredicateSpec>> = buildGalleryPredicates();
