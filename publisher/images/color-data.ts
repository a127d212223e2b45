/**
 * `colorData` (spec §3): the average colour of an image's four corners and its centre, as hex digits, computed
 * from a small raw copy of the image. Templates paint it behind the image until the file arrives.
 */

export interface ColorData {
  topLeftAverage: string;
  topRightAverage: string;
  bottomLeftAverage: string;
  bottomRightAverage: string;
  centerAverage: string;
}

/** Raw pixels, row by row, `channels` bytes each (the first three read as red, green, blue). */
export interface RawPixels {
  data: Uint8Array;
  width: number;
  height: number;
  channels: number;
}

function hex(value: number): string {
  return Math.round(value).toString(16).padStart(2, '0');
}

/** The average colour of the pixels in columns [x0, x1) and rows [y0, y1), as "rrggbb". */
function average(pixels: RawPixels, x0: number, x1: number, y0: number, y1: number): string {
  const sums = [0, 0, 0];
  let count = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const at = (y * pixels.width + x) * pixels.channels;
      for (let c = 0; c < 3; c++) sums[c] += pixels.data[at + Math.min(c, pixels.channels - 1)];
      count++;
    }
  }
  return count === 0 ? '000000' : sums.map((sum) => hex(sum / count)).join('');
}

/** The corners and centre are each a third of the image on both axes (at least one pixel). */
export function colorDataOf(pixels: RawPixels): ColorData {
  const { width, height } = pixels;
  const w = Math.max(1, Math.floor(width / 3));
  const h = Math.max(1, Math.floor(height / 3));
  const cx = Math.floor((width - w) / 2);
  const cy = Math.floor((height - h) / 2);
  return {
    topLeftAverage: average(pixels, 0, w, 0, h),
    topRightAverage: average(pixels, width - w, width, 0, h),
    bottomLeftAverage: average(pixels, 0, w, height - h, height),
    bottomRightAverage: average(pixels, width - w, width, height - h, height),
    centerAverage: average(pixels, cx, cx + w, cy, cy + h),
  };
}
