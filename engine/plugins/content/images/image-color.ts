/**
 * `image-color`: the average colours an image record carries (`colorData`,
 * spec §3) as `data-color-*` attributes, or one of them as a CSS value.
 */
import type { FormatterSpec } from '../../api';
import { toText } from '../../core/coercion';
import { field } from '../record-fields';

/** Regions of the image whose average colour `colorData` holds, as `<region>Average` hex digits. */
export const COLOR_REGIONS = ['topLeft', 'topRight', 'bottomLeft', 'bottomRight', 'center'] as const;

/** The hex digits (without "#") of a region's average colour, or "" when absent. */
export function averageColor(colorData: unknown, region: string): string {
  return toText(field(colorData, `${region}Average`));
}

export const imageColorFormatters: Record<string, FormatterSpec> = {
  /**
   * `{@|image-color}` prints every region as an attribute; `{@|image-color center}`
   * prints "#rgb"; `{@|image-color center background-color}` prints "background-color: #rgb".
   */
  'image-color': {
    apply(image, args) {
      const colorData = field(image, 'colorData');
      // No colour data leaves the value missing, as the reference does: a next formatter sees nothing.
      if (colorData === undefined) return undefined;
      if (args.length === 0) {
        let out = '';
        for (const region of COLOR_REGIONS) out += `data-color-${region}="#${averageColor(colorData, region)}" `;
        return out;
      }
      const color = averageColor(colorData, args[0]);
      // Spec §8: a missing colour key prints '"key" not found.'
      if (color === '') return `"${args[0]}" not found.`;
      return args.length > 1 ? `${args[1]}: #${color}` : `#${color}`;
    },
  },
};
