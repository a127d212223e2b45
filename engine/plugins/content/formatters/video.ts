/**
 * `video`: the wrapper the video player mounts on (spec §3 video block), with
 * an optional overlay showing the thumbnail. Arguments: `load-false` defers
 * loading, `color-data` adds the thumbnail's average colours.
 */
import type { FormatterSpec } from '../../api';
import { isTruthy } from '../../../runtime/values';
import { escapeHtmlAttribute } from '../../core/html-escape';
import { COLOR_REGIONS, averageColor } from '../images/image-color';
import { focalPoint, hasImage } from '../images/image-meta';
import { toText } from '../../core/coercion';
import { field } from '../record-fields';

const OVERLAY_END = '<div class="sqs-video-opaque"> </div><div class="sqs-video-icon"></div></div>';

function colorAttributes(colorData: unknown): string {
  let out = '';
  for (const region of COLOR_REGIONS) out += ` data-color-${region.toLowerCase()}="#${averageColor(colorData, region)}"`;
  return out;
}

function overlay(video: unknown, withColors: boolean): string {
  if (!hasImage(video)) {
    return '<div class="sqs-video-overlay no-thumb" style="opacity: 0;">' + OVERLAY_END;
  }
  const colorData = field(video, 'colorData');
  return (
    '<div class="sqs-video-overlay" style="opacity: 0;">' +
    `<img data-load="false" data-src="${toText(field(video, 'assetUrl'))}" ` +
    `data-image-dimensions="${toText(field(video, 'originalSize'))}" data-image-focal-point="${focalPoint(video)}"` +
    (withColors && isTruthy(colorData) ? colorAttributes(colorData) : '') +
    ' />' +
    OVERLAY_END
  );
}

export const videoFormatters: Record<string, FormatterSpec> = {
  video: {
    apply(video, args) {
      const oembed = field(video, 'oembed');
      return (
        '<div class="sqs-video-wrapper"' +
        (args.includes('load-false') ? '  data-load="false"' : '') +
        ` data-html="${escapeHtmlAttribute(toText(field(oembed, 'html')))}"` +
        ` data-provider-name="${toText(field(oembed, 'providerName'))}">` +
        (isTruthy(field(video, 'overlay')) ? overlay(video, args.includes('color-data')) : '') +
        '</div>'
      );
    },
  },
};
