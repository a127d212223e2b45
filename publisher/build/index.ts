/** `kiosk build`'s publishing: the Astro shell, every page rendered into it (incremental, in parallel), swapped in whole. */
export { describePublish, publishSite, type PublishSiteOptions, type PublishSiteReport } from './publish-site';
