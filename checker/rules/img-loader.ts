/** `img-loader` (spec §5): the loader is sqs or raw; srcset only with raw; sizes required with sqs. */
import { attribute } from '../markup/html-elements';
import { imagesOf } from '../markup/elements-of';
import { literalLoader } from '../markup/image-attributes';
import type { Rule } from '../rule';

const LOADERS = ['sqs', 'raw'];

export const imgLoader: Rule = {
  id: 'img-loader',
  severity: 'error',
  doc: 'Spec §5: data-loader is "sqs" (Squarespace\'s image loader picks the rendition) or "raw" (the browser does, from srcset). srcset is allowed only with the raw loader, and the sqs loader needs sizes.',
  check({ templates }, report) {
    for (const template of templates) {
      for (const image of imagesOf(template)) {
        const loader = literalLoader(image);
        if (loader === undefined) continue;
        const written = attribute(image, 'data-loader')!;
        if (!LOADERS.includes(loader)) {
          report.at(template.source, written.valueOffset, Math.max(1, written.value!.length), `data-loader must be "sqs" or "raw", got "${written.value}".`);
          continue;
        }
        const srcset = attribute(image, 'srcset');
        if (loader === 'sqs' && srcset) {
          report.at(template.source, srcset.offset, srcset.name.length, 'srcset is allowed only with the raw loader: the sqs loader chooses the rendition itself.', { suggestion: 'data-loader="raw"' });
        }
        if (loader === 'sqs' && !attribute(image, 'sizes') && !image.printsAttributes) {
          report.at(template.source, written.offset, written.name.length, 'The sqs loader needs sizes (e.g. sizes="(max-width: 640px) 100vw, 50vw") to pick a rendition.');
        }
      }
    }
  },
};
