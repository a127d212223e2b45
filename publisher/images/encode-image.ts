/** sharp, the one place that decodes and encodes: an image's size and colours, and one rendition file. */
import sharp from 'sharp';
import { colorDataOf, type ColorData } from './color-data';
import type { PlannedRendition } from './rendition-plan';

// Each job gets one libvips thread; run-limited runs as many jobs as there are cores. Decoded images are not
// kept between jobs (every source is read once per rendition, the memory stays flat).
sharp.concurrency(1);
sharp.cache(false);

/** The side of the small copy the corner and centre averages are taken from. */
const COLOR_SAMPLE = 30;

export interface SourceFacts {
  width: number;
  height: number;
  hasAlpha: boolean;
  colorData: ColorData;
}

export async function readSourceFacts(input: Buffer): Promise<SourceFacts> {
  const metadata = await sharp(input).metadata();
  const { data, info } = await sharp(input)
    .autoOrient()
    .resize(COLOR_SAMPLE, COLOR_SAMPLE, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    width: metadata.autoOrient.width,
    height: metadata.autoOrient.height,
    hasAlpha: metadata.hasAlpha,
    colorData: colorDataOf({ data, width: info.width, height: info.height, channels: info.channels }),
  };
}

/** Encoder settings; PIPELINE_VERSION in source-images.ts names them, so changing one invalidates the cache. */
function encode(pipeline: sharp.Sharp, format: PlannedRendition['format']): sharp.Sharp {
  switch (format) {
    case 'avif':
      return pipeline.avif({ quality: 45, effort: 2, chromaSubsampling: '4:2:0' });
    case 'webp':
      return pipeline.webp({ quality: 72, effort: 4 });
    case 'jpg':
      return pipeline.jpeg({ quality: 75, mozjpeg: true, progressive: true });
    case 'png':
      return pipeline.png({ compressionLevel: 9, palette: false });
  }
}

/** One rendition, EXIF orientation applied and metadata stripped. */
export async function encodeRendition(input: Buffer, rendition: PlannedRendition): Promise<Buffer> {
  const resized = sharp(input).autoOrient().resize(rendition.width, rendition.height, { fit: 'fill' });
  return encode(resized, rendition.format).toBuffer();
}
