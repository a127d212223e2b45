/**
 * Kiosk's Astro integration: the dev server additions, the content images' renditions made before the pages
 * render, the published assets copied into dist/ after a build, and the protected pages moved out of dist/ into
 * the private folder beside it.
 */
import type { AstroIntegration } from 'astro';
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { listPublishedAssets } from '../assets';
import { describeReport, processImages } from '../images/process-images';
import { movePrivatePages } from '../access/move-private-pages';
import { describeHosting, publishHosting } from '../hosting';
import { siteRootOf } from '../site-root';
import { kioskDevServerPlugin } from './dev-server-plugin';
import { isShellBuild } from '../build/shell-mode';

export function kiosk(): AstroIntegration {
  let root = process.cwd();
  return {
    name: 'kiosk',
    hooks: {
      'astro:config:setup': ({ config, updateConfig }) => {
        root = siteRootOf(fileURLToPath(config.root));
        updateConfig({ vite: { plugins: [kioskDevServerPlugin(root)] } });
      },
      // Before any page renders: the pages read the images' sizes, colours and rendition widths from the cache.
      'astro:build:start': async ({ logger }) => {
        // `kiosk build` renders only the shell here and does these steps itself (publisher/build/publish-site.ts).
        if (isShellBuild()) return;
        logger.info(describeReport(await processImages(root)));
      },
      // Under `astro dev`, in the background at start and after an image changes: pages show the originals until
      // an image's renditions exist (the browser reloads on the change itself; the next reload has them).
      'astro:server:setup': ({ server, logger }) => {
        const imagesDir = path.join(root, 'content', 'images') + path.sep;
        let running: Promise<void> | undefined;
        let again = false;
        const run = (): void => {
          if (running) return void (again = true);
          running = processImages(root)
            .then((report) => logger.info(describeReport(report)))
            .catch((error: Error) => logger.warn(`images: ${error.message}`))
            .finally(() => {
              running = undefined;
              if (again) {
                again = false;
                run();
              }
            });
        };
        run();
        const onChange = (file: string) => {
          if (file.startsWith(imagesDir)) run();
        };
        server.watcher.on('add', onChange);
        server.watcher.on('change', onChange);
      },
      'astro:build:done': async ({ dir, logger }) => {
        if (isShellBuild()) return;
        const out = fileURLToPath(dir);
        const assets = listPublishedAssets(root);
        for (const asset of assets) {
          const target = path.join(out, ...asset.url.split('/'));
          mkdirSync(path.dirname(target), { recursive: true });
          copyFileSync(asset.file, target);
        }
        logger.info(`copied ${assets.length} published assets (images, fonts, template assets)`);
        // Protected pages leave the published folder before anything can deploy it; kiosk serve reads them from here.
        const privateDir = movePrivatePages(out);
        logger.info(`moved the protected pages to ${path.relative(root, privateDir) || privateDir}`);
        // Last, once every page is in place: the API origin meta, the CSP hashes, the host rule files, the .br/.gz copies.
        logger.info(describeHosting(await publishHosting({ distDir: out, privateDir, siteRoot: root, env: process.env })));
      },
    },
  };
}
