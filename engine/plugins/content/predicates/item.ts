/** Predicates on what an item carries: images, an excerpt, a link, a location, event settings. */
import type { PredicateSpec } from '../../api';
import { isTruthy } from '../../../runtime/values';
import { hasImage } from '../images/image-meta';
import { toBoolean, toText } from '../../core/coercion';
import { field } from '../record-fields';
import { stripTags } from '../strip-tags';

/** Whether an excerpt (a string, or an object with `html`) has visible text. */
function hasExcerpt(excerpt: unknown): boolean {
  const html = typeof excerpt === 'string' ? excerpt : field(excerpt, 'html');
  return typeof html === 'string' && stripTags(html).trim() !== '';
}

function sizeOf(value: unknown): number {
  if (Array.isArray(value)) return value.length;
  if (value === null || typeof value !== 'object') return 0;
  let count = 0;
  for (const _ in value) count++;
  return count;
}

export const itemPredicates: Record<string, PredicateSpec> = {
  'main-image': { test: (_args, ctx) => hasImage(ctx.node()) },

  /** The first child item has an image. */
  'child-images': {
    test(_args, ctx) {
      const items = field(ctx.node(), 'items');
      return Array.isArray(items) && items.length > 0 && hasImage(items[0]);
    },
  },

  excerpt: { test: (_args, ctx) => hasExcerpt(field(ctx.node(), 'excerpt')) },

  'external-link': { test: (_args, ctx) => isTruthy(field(ctx.node(), 'externalLink')) },

  /** The node (a list or an object) holds more than one entry. */
  'has-multiple': { test: (_args, ctx) => sizeOf(ctx.node()) > 1 },

  location: {
    test(_args, ctx) {
      const location = field(ctx.node(), 'location');
      return field(location, 'mapLat') !== undefined && field(location, 'mapLng') !== undefined;
    },
  },

  /** A page that passes its visitors through to `sourceUrl`. */
  passthrough: {
    test(_args, ctx) {
      const node = ctx.node();
      return isTruthy(field(node, 'passthrough')) && toText(field(node, 'sourceUrl')) !== '';
    },
  },

  // Looked up the context stack, as in the reference.
  'calendar-view': { test: (_args, ctx) => toBoolean(ctx.resolve('calendarView')) },

  'show-past-events': { test: (_args, ctx) => field(ctx.node(), 'showPastOrUpcomingEvents') === 'past' },

  serviceNameEmail: { test: (_args, ctx) => field(ctx.node(), 'serviceName') === 'email' },
};
