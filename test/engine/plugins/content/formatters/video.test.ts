import { describe, expect, it } from 'vitest';
import { render } from '../render';

const video = {
  oembed: { html: '<iframe src="x"></iframe>', providerName: 'vimeo' },
  originalSize: '1000x500',
  assetUrl: '/thumb.jpg',
  overlay: true,
  mainImageId: 'm1',
  colorData: { topLeftAverage: '111' },
};

const OVERLAY_END = '<div class="sqs-video-opaque"> </div><div class="sqs-video-icon"></div></div></div>';

describe('video', () => {
  it('carries the escaped embed and an overlay with the thumbnail', () => {
    expect(render('{@|video}', video)).toBe(
      '<div class="sqs-video-wrapper" data-html="&lt;iframe src=&quot;x&quot;&gt;&lt;/iframe&gt;" data-provider-name="vimeo">' +
        '<div class="sqs-video-overlay" style="opacity: 0;"><img data-load="false" data-src="/thumb.jpg" ' +
        'data-image-dimensions="1000x500" data-image-focal-point="0.5,0.5" />' +
        OVERLAY_END,
    );
  });

  it('defers loading and adds the colours when asked', () => {
    const out = render('{@|video load-false color-data}', video);
    expect(out).toMatch(/^<div class="sqs-video-wrapper" {2}data-load="false" data-html=/);
    expect(out).toContain(
      ' data-color-topleft="#111" data-color-topright="#" data-color-bottomleft="#" data-color-bottomright="#" data-color-center="#" />',
    );
    expect(render('{@|video color-data}', { ...video, colorData: {} })).not.toContain('data-color-');
  });

  it('marks an overlay without a thumbnail, and omits the overlay when not wanted', () => {
    expect(render('{@|video}', { ...video, mainImageId: '' })).toContain(
      '<div class="sqs-video-overlay no-thumb" style="opacity: 0;"><div class="sqs-video-opaque">',
    );
    expect(render('{@|video}', { ...video, mainImageId: '', systemDataId: 's1' })).toContain('<img data-load="false"');
    expect(render('{@|video}', { ...video, overlay: false })).toMatch(/data-provider-name="vimeo"><\/div>$/);
  });

  it('renders an empty wrapper for a missing video', () => {
    expect(render('{nope|video}', {})).toBe('<div class="sqs-video-wrapper" data-html="" data-provider-name=""></div>');
  });
});
