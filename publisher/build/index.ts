/** `kiosk build`'s publishing: the Astro shell, every page rendered into it (incremental, in parallel), swapped in whole. */
import { loadBuildCode } from './code-bundle';
import type { PublishSiteOptions, PublishSiteReport } from './publish-site';

export { collectGarbage } from './build-heap';
export { describePublish } from './describe-publish';
export type { PublishSiteOptions, PublishSiteReport } from './publish-site';

/** publish-site.ts's publishSite, run from the bundle of the build's code (publisher/build/code-bundle.ts). */
export async function publishSite(options: PublishSiteOptions): Promise<PublishSiteReport> {
  const code = await loadBuildCode(options.kioskRoot, options.log ?? ((line) => console.log(line)));
  return code.publishSite(options);
}
