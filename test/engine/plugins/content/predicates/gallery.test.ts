import { describe, expect, it } from 'vitest';
import { holds } from '../render';

describe('gallery predicates', () => {
  it('match design, meta position and active alignment exactly', () => {
    expect(holds('gallery-design-grid?', { options: { design: 'grid' } })).toBe(true);
    expect(holds('gallery-design-grid?', { options: { design: 'GRID' } })).toBe(false);
    expect(holds('gallery-meta-position-bottom-left?', { options: { 'meta-position': 'bottom-left' } })).toBe(true);
    expect(holds('gallery-meta-position-bottom?', { options: { 'meta-position': 'bottom-left' } })).toBe(false);
    expect(holds('gallery-active-alignment-right?', { options: { 'active-alignment': 'right' } })).toBe(true);
  });

  it('read switches as JSON booleans, with no defaults', () => {
    expect(holds('gallery-autoplay?', { options: { autoplay: true } })).toBe(true);
    expect(holds('gallery-autoplay?', { options: { autoplay: 'true' } })).toBe(true);
    expect(holds('gallery-autoplay?', { options: { autoplay: 'yes' } })).toBe(false);
    expect(holds('gallery-show-meta?', { options: {} })).toBe(false);
  });

  it('gallery-meta? holds when controls or indicators show', () => {
    expect(holds('gallery-meta?', { options: { indicators: true } })).toBe(true);
    expect(holds('gallery-meta?', { options: { controls: false, 'show-meta': true } })).toBe(false);
  });

  it('find the nearest options up the context stack', () => {
    expect(holds('gallery-lightbox?', { options: { lightbox: true }, slide: { a: 1 } }, 'slide')).toBe(true);
    expect(holds('gallery-lightbox?', { options: { lightbox: true }, slide: { options: {} } }, 'slide')).toBe(false);
  });
});
