// Astro publishes the engine-rendered pages (site/) and bundles the islands client script.
// The kiosk integration runs the Hono /api inside `astro dev` (one process) and publishes images and fonts.
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { kiosk } from './publisher/astro/kiosk-integration.ts';

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
    // Pre-bundling on first visit otherwise yields two React copies (invalid hook call) in dev.
    optimizeDeps: { include: ['nanostores', '@nanostores/react', 'react', 'react-dom/client'] },
    build: {
      rollupOptions: {
        // zod's sources carry /* @__PURE__ */ comments Rollup cannot place; the warnings drown real ones.
        onwarn(warning, warn) {
          if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('/node_modules/')) return;
          warn(warning);
        },
      },
    },
  },
});
