import { describe, expect, it } from 'vitest';
import { render } from '../render';

describe('audio-player', () => {
  it('mounts the player with the item id and audio URL', () => {
    expect(render('{@|audio-player}', { id: 'i1', structuredContent: { audioAssetUrl: '/a.mp3' } })).toBe(
      "<script>Y.use('squarespace-audio-player-frontend');</script>\n" +
        '<div class="squarespace-audio-player" data-audio-asset-url="/a.mp3" data-item-id="i1" id="audio-player-i1"></div>',
    );
  });
  it('still mounts with empty attributes when the item has neither', () => {
    expect(render('{@|audio-player}', {})).toContain('data-audio-asset-url="" data-item-id="" id="audio-player-"');
  });
});
