/**
 * The Astro half of `kiosk build`: Astro bundles the islands' client and renders ONE page, the shell (the layout
 * around sentinel texts), and the publisher writes every page into that shell itself (publisher/build/). The shell
 * does not depend on the site's content, so it is cached between builds. Without KIOSK_BUILD_SHELL (`astro dev`, a
 * plain `astro build`) the Astro pages publish the site themselves as before.
 */
import type { PublishedPage } from '../publish-page';

export const SHELL_ENV = 'KIOSK_BUILD_SHELL';
/** Where Astro writes the shell page in its output (removed when the site is assembled). */
export const SHELL_PATH = '/_kiosk-shell';

export const SENTINEL = {
  lang: 'KIOSK-SHELL-LANG',
  head: 'KIOSK-SHELL-HEAD',
  title: 'KIOSK-SHELL-TITLE',
  body: 'KIOSK-SHELL-BODY',
} as const;

export function isShellBuild(env: NodeJS.ProcessEnv = process.env): boolean {
  return env[SHELL_ENV] === '1';
}

/** The page the shell is rendered from: no attributes, and sentinels where each page's own parts go. */
export function shellPage(): PublishedPage {
  return {
    htmlAttributes: {},
    bodyAttributes: {},
    head: SENTINEL.head,
    body: SENTINEL.body,
    lang: SENTINEL.lang,
    title: SENTINEL.title,
    path: SHELL_PATH,
    pageType: 0,
    warnings: [],
  };
}
