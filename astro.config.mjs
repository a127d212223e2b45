// Astro publishes the engine-rendered pages (site/) and bundles the islands client script.
// The kiosk integration runs the Hono /api inside `astro dev` (one process) and publishes images and fonts.
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { kiosk } from './publisher/astro/kiosk-integration.ts';
import { clientEntryFileName, islandChunkOf, preloadedWith } from './islands/bundle/island-chunks.ts';
import { eagerCompileHints } from './islands/bundle/compile-hints.ts';
import { smallPreloadHelper } from './islands/bundle/preload-helper.ts';

// A site folder of its own (KIOSK_ROOT, set by `kiosk build --site`): its dist/ and its own Astro cache, so two
// sites built from one Kiosk never mix. Without it (or when it names this folder), the repository is the demo site.
const kioskRoot = path.dirname(fileURLToPath(import.meta.url));
const siteRoot = process.env.KIOSK_ROOT && path.resolve(process.env.KIOSK_ROOT) !== kioskRoot ? path.resolve(process.env.KIOSK_ROOT) : undefined;

export default defineConfig({
  srcDir: './site',
  outDir: siteRoot ? path.join(siteRoot, 'dist') : './dist',
  ...(siteRoot ? { cacheDir: path.join(siteRoot, '.kiosk-cache', 'astro') } : {}),
  publicDir: './site/public',
  build: { format: 'directory' },
  integrations: [react(), kiosk()],
  devToolbar: { enabled: false },
  vite: {
    plugins: [eagerCompileHints(), smallPreloadHelper()],
    // Pre-bundling on first visit otherwise yields two React copies (invalid hook call) in dev.
    optimizeDeps: { include: ['nanostores', '@nanostores/react', 'react', 'react-dom/client'] },
    build: {
      modulePreload: { resolveDependencies: preloadedWith },
      rollupOptions: {
        output: {
          // React once, the hydrator with the islands' shared runtime, each island a chunk of its own.
          manualChunks: islandChunkOf,
          // The client entry by a short name (the server build names its entries itself).
          entryFileNames: clientEntryFileName,
        },
        // zod's sources carry /* @__PURE__ */ comments Rollup cannot place; the warnings drown real ones.
        onwarn(warning, warn) {
          if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('/node_modules/')) return;
          warn(warning);
        },
      },
    },
  },
});
