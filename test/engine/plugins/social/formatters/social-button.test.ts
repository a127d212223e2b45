import { describe, expect, it } from 'vitest';
import { render } from '../../content/render';

const website = { shareButtonOptions: ['facebook'] };

describe('social-button', () => {
  it('shares the main image of an item without an asset of its own', () => {
    const item = { website, mainImageId: 'm1', mainImage: { assetUrl: '/m.jpg' }, recordType: 1, title: 'A "b"', fullUrl: '/p' };
    expect(render('{@|social-button}', item)).toBe(
      '<div class="squarespace-social-buttons button-style" data-system-data-id="m1" data-asset-url="/m.jpg" ' +
        'data-record-type="1" data-full-url="/p" data-title="A &quot;b&quot;"></div>',
    );
  });

  it("prefers the item's own asset", () => {
    const item = { website, mainImageId: 'm1', mainImage: { assetUrl: '/m.jpg' }, systemDataId: 's1', assetUrl: '/s.jpg' };
    expect(render('{@|social-button-inline}', item)).toMatch(
      /^<span class="squarespace-social-buttons inline-style" data-system-data-id="s1" data-asset-url="\/s.jpg" .*<\/span>$/,
    );
  });

  it('renders nothing without share button options', () => {
    expect(render('{@|social-button}', { title: 't' })).toBe('');
    expect(render('{@|social-button}', { website: { shareButtonOptions: [] } })).toBe('');
    expect(render('{@|social-button}', { website: { shareButtonOptions: 'x' } })).toBe('');
  });
});
