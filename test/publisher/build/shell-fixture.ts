/** What Astro's shell build writes, as a test's stand-in for running Astro (publisher/build/astro-shell.ts). */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The shell page as site/layouts/published-page.astro renders it around the sentinels (publisher/build/shell-mode.ts). */
export const SHELL_HTML =
  '<!DOCTYPE html><html lang="KIOSK-SHELL-LANG"> <head><meta charset="utf-8">KIOSK-SHELL-HEAD' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><title>KIOSK-SHELL-TITLE</title>' +
  '<link rel="stylesheet" href="/site.css"><link rel="icon" href="data:,"><link rel="stylesheet" href="/_astro/islands.css"></head> ' +
  '<body> KIOSK-SHELL-BODY <script type="module" src="/_astro/client.js"></script> </body></html>';

/** Writes the shell build's output into `outDir`; counts its runs in `runs`. */
export function fakeAstro(runs: { count: number }) {
  return async (outDir: string): Promise<number> => {
    runs.count++;
    mkdirSync(path.join(outDir, '_kiosk-shell'), { recursive: true });
    mkdirSync(path.join(outDir, '_astro'), { recursive: true });
    writeFileSync(path.join(outDir, '_kiosk-shell', 'index.html'), SHELL_HTML);
    writeFileSync(path.join(outDir, '_astro', 'client.js'), 'console.log("islands");\n'.repeat(100));
    writeFileSync(path.join(outDir, '404.html'), SHELL_HTML);
    return 0;
  };
}
