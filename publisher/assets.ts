/**
 * The files a site publishes as they are, and at which URL: content/images/** at /images/**, the renditions the
 * image cache holds for them beside them (publisher/images/), templates/assets/** at /assets/**, and the non-CSS
 * files beside the stylesheets (fonts...) at their path relative to styles/, so a relative url() in a stylesheet
 * resolves against /site.css exactly as against its source file.
 */
import path from 'node:path';
import { readImageCatalog } from './images/image-catalog';
import { filesBelow } from './source/files-below';

export interface PublishedAsset {
  /** `/images/classic-tee-black.jpg` */
  url: string;
  file: string;
}

function mount(dir: string, urlPrefix: string, keep: (file: string) => boolean = () => true): PublishedAsset[] {
  return filesBelow(dir)
    .filter(keep)
    .map((file) => ({ url: `${urlPrefix}/${path.relative(dir, file).split(path.sep).join('/')}`, file }));
}

export function listPublishedAssets(projectRoot: string): PublishedAsset[] {
  return [
    ...mount(path.join(projectRoot, 'content', 'images'), '/images'),
    ...[...readImageCatalog(projectRoot).values()].flatMap((image) => image.files),
    ...mount(path.join(projectRoot, 'templates', 'assets'), '/assets'),
    ...mount(path.join(projectRoot, 'templates', 'styles'), '', (file) => !file.endsWith('.css')),
  ];
}

/** The asset a URL path names, if any (dev server). */
export function findPublishedAsset(projectRoot: string, urlPath: string): PublishedAsset | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0]);
  } catch {
    return undefined;
  }
  return listPublishedAssets(projectRoot).find((a) => a.url === decoded);
}
