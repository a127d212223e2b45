/**
 * `audio-player`: the mount point of the audio player for an audio item. As the reference's template does
 * (run on the item alone), the item's fields are printed as variables: an array as its elements joined.
 */
import type { FormatterSpec } from '../../api';
import { toOutput } from '../../../runtime/values';
import { walkPath } from '../../core/value-path';

export const audioPlayerFormatters: Record<string, FormatterSpec> = {
  'audio-player': {
    apply(item) {
      const id = toOutput(walkPath(item, ['id']));
      const url = toOutput(walkPath(item, ['structuredContent', 'audioAssetUrl']));
      return (
        "<script>Y.use('squarespace-audio-player-frontend');</script>\n" +
        `<div class="squarespace-audio-player" data-audio-asset-url="${url}" data-item-id="${id}" id="audio-player-${id}"></div>`
      );
    },
  },
};
