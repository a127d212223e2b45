/** `kiosk preview`: serves a Squarespace-style template folder offline, with live reload and an error overlay. */
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseCommandArgs, parsePort, UsageError, type Command } from '../command';
import { resolveSite, siteHelp, SITE_OPTION } from '../site/resolve-site';

export const DEFAULT_PREVIEW_PORT = 4322;

function folder(option: string, value: string): string {
  const dir = path.resolve(value);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new UsageError(`${option}: "${value}" is not a folder`);
  return dir;
}

/** Opens the URL in the desktop's browser; a machine without one only misses the convenience. */
function openBrowser(url: string): void {
  const opener = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'explorer' : 'xdg-open';
  const child = spawn(opener, [url], { stdio: 'ignore', detached: true });
  child.on('error', () => console.log(`kiosk preview: could not open a browser; visit ${url}`));
  child.unref();
}

export const previewCommand: Command = {
  name: 'preview',
  help: `Usage: kiosk preview [<template-dir>] [--site <dir>] [--content <dir> | --fixtures <dir>] [--port <n>] [--open]

Serves a Squarespace-style template folder offline: template.conf and its layouts' regions, collections/
(.list and .item), pages/, blocks/, LESS and CSS in styles/, assets/ and scripts/. Saving a template, style
or data file updates the open pages; a template error shows as an overlay over the last good render.
Append ?format=json to a page's URL for the JSON context it was rendered with. Commerce widgets work
against an offline cart (a throw-away database).

Arguments:
  <template-dir>     the template folder (default: the site's templates/)

Options:
${siteHelp(17)}
  --content <dir>    a Kiosk content folder for the pages (default: the site's content/)
  --fixtures <dir>   recorded ?format=json contexts instead: one JSON file per URL path
                     (index.json is /, blog.json or blog/index.json is /blog, 404.json the not-found page),
                     as kiosk fixtures writes them
  --port <n>         port to listen on (default ${DEFAULT_PREVIEW_PORT}; 0 picks a free one)
  --open             open the preview in the browser
  -h, --help         show this help`,
  async run(args) {
    const { values, positionals } = parseCommandArgs(
      args,
      { ...SITE_OPTION, content: { type: 'string' }, fixtures: { type: 'string' }, port: { type: 'string' }, open: { type: 'boolean' } },
      true,
    );
    if (positionals.length > 1) throw new UsageError(`expected one template folder, got ${positionals.length}`);
    if (values.content !== undefined && values.fixtures !== undefined) throw new UsageError('give --content or --fixtures, not both');
    // Loaded when run: the preview pulls in the publisher, the API and a bundler, too much for `kiosk --help`.
    const { previewProblems, startPreview } = await import('../../preview');
    // The site (--site, the current folder, else the bundled demo) gives the defaults of both folders.
    const site = resolveSite(values.site);
    const templateDir = positionals[0] === undefined ? site.templatesDir : folder('<template-dir>', positionals[0]);
    const contentDir = values.content === undefined ? site.contentDir : folder('--content', values.content);
    const fixturesDir = values.fixtures === undefined ? undefined : folder('--fixtures', values.fixtures);
    const port = values.port === undefined ? DEFAULT_PREVIEW_PORT : parsePort(values.port, '--port');

    const running = await startPreview({
      templateDir,
      contentDir,
      fixturesDir,
      port,
      onChange: (change, ms) => console.log(`kiosk preview: ${change.files.join(', ')} → ${change.kind === 'css' ? 'stylesheet' : 'pages'} updated (${ms.toFixed(0)} ms)`),
    });
    console.log(`kiosk preview: ${templateDir} with ${fixturesDir ? `fixtures ${fixturesDir}` : `content ${contentDir}`}`);
    for (const problem of previewProblems(running.preview)) console.log(`  ${problem}`);
    console.log(`kiosk preview: serving at ${running.url} (Ctrl-C to stop)`);
    if (values.open) openBrowser(running.url);
    await new Promise<void>((resolve) => {
      const stop = () => void running.close().then(resolve);
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
    return 0;
  },
};
