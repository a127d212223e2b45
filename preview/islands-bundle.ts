/**
 * The islands' browser code for the preview: islands/client.ts (and the chunks it loads) and the islands'
 * stylesheet, bundled in memory with esbuild (the bundler Vite itself runs on) once per preview, on first use.
 * The published site gets the same code from the Astro build; the preview needs no build of the site.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = path.join(ROOT, '.preview-islands');

export interface BundleFile {
  contents: Uint8Array;
  contentType: string;
}

let bundling: Promise<Map<string, BundleFile>> | undefined;

async function bundle(): Promise<Map<string, BundleFile>> {
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: { client: 'islands/client.ts', islands: 'islands/styles/islands.css' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    outdir: OUT_DIR,
    write: false,
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const files = new Map<string, BundleFile>();
  for (const file of result.outputFiles) {
    const name = path.relative(OUT_DIR, file.path).split(path.sep).join('/');
    files.set(name, { contents: file.contents, contentType: name.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8' });
  }
  return files;
}

/** A file of the bundle by its name (`client.js`, `islands.css`, `chunk-….js`). */
export async function islandsFile(name: string): Promise<BundleFile | undefined> {
  bundling ??= bundle();
  try {
    return (await bundling).get(name);
  } catch (error) {
    bundling = undefined;
    throw error;
  }
}
