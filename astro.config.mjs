// Astro publishes the engine-rendered pages (site/) and bundles the islands client script.
// The kiosk integration runs the Hono /api inside `astro dev` (one process) and publishes images and fonts.
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { kiosk } from './publisher/astro/kiosk-integration.ts';

export default defineConfig({
  srcDir: './site',
  outDir: './dist',
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
