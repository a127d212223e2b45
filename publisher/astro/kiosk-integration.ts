/**
 * Kiosk's Astro integration: the dev server additions, the published assets copied into dist/ after a build, and
 * the protected pages moved out of dist/ into the private folder beside it.
 */
import type { AstroIntegration } from 'astro';
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { listPublishedAssets } from '../assets';
import { movePrivatePages } from '../access/move-private-pages';
import { kioskDevServerPlugin } from './dev-server-plugin';

export function kiosk(): AstroIntegration {
  let root = process.cwd();
  return {
    name: 'kiosk',
    hooks: {
      'astro:config:setup': ({ config, updateConfig }) => {
        root = fileURLToPath(config.root);
        updateConfig({ vite: { plugins: [kioskDevServerPlugin()] } });
      },
      'astro:build:done': ({ dir, logger }) => {
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
      },
    },
  };
}
