// Renders the demo store's images (content/images/*.jpg) from the SVG scenes.
// Run from the repository root: node templates/tools/demo-images/render.mjs [name-filter]
import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { productScenes } from './scenes-products.mjs';
import { editorialScenes } from './scenes-editorial.mjs';

const outDir = join(process.cwd(), 'content', 'images');
const filter = process.argv[2] ?? '';
mkdirSync(outDir, { recursive: true });

for (const scene of [...productScenes, ...editorialScenes]) {
  const { file, width, height, svg } = scene();
  if (!file.includes(filter)) continue;
  if (process.env.KEEP_SVG) writeFileSync(join('/tmp', file.replace(/\.jpg$/, '.svg')), svg);
  const jpeg = await sharp(Buffer.from(svg)).resize(width, height).jpeg({ quality: 82, mozjpeg: true, progressive: true }).toBuffer();
  writeFileSync(join(outDir, file), jpeg);
  console.log(`${file}  ${width}x${height}  ${(jpeg.length / 1024).toFixed(0)} KB`);
}
