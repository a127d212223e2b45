/** `audio-player`: the mount point of the audio player for an audio item. */
import type { FormatterSpec } from '../../api';
import { toText } from '../../core/coercion';
import { field } from '../record-fields';

export const audioPlayerFormatters: Record<string, FormatterSpec> = {
  'audio-player': {
    apply(item) {
      const id = toText(field(item, 'id'));
      const url = toText(field(field(item, 'structuredContent'), 'audioAssetUrl'));
      return (
        "<script>Y.use('squarespace-audio-player-frontend');</script>\n" +
        `<div class="squarespace-audio-player" data-audio-asset-url="${url}" data-item-id="${id}" id="audio-player-${id}"></div>`
      );
    },
  },
};
