import { describe, expect, it } from 'vitest';
import { composeDocument, parseShell, ShellLayoutError } from '../../../publisher/build/document';
import type { PublishedPage } from '../../../publisher';
import { SHELL_HTML } from './shell-fixture';

function page(overrides: Partial<PublishedPage> = {}): PublishedPage {
  return { htmlAttributes: {}, bodyAttributes: {}, head: '', body: '<main>Hi</main>', lang: 'en-US', title: 'Shop', path: '/', pageType: 1, warnings: [], ...overrides };
}

describe('composeDocument', () => {
  const shell = parseShell(SHELL_HTML);

  it('puts the page into the shell and adds the head tags the template lacks, as the layout does', () => {
    expect(composeDocument(shell, page({ title: 'Tea & <Cups>' }))).toBe(
      '<!DOCTYPE html><html lang="en-US"> <head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
        '<title>Tea &amp; &lt;Cups&gt;</title><link rel="stylesheet" href="/site.css"><link rel="icon" href="data:,">' +
        '<link rel="stylesheet" href="/_astro/islands.css"></head> <body> <main>Hi</main> <script type="module" src="/_astro/client.js"></script> </body></html>',
    );
  });

  it('keeps the template head as it is when it has each tag, and serialises attributes as Astro does', () => {
    const head = '<meta charset="utf-8"><meta name="viewport" content="x"><title>Own</title><link rel="stylesheet" href="/site.css"><link rel="icon" href="/i.png">';
    const html = composeDocument(shell, page({ head, htmlAttributes: { class: 'a"b', 'data-x': '' }, bodyAttributes: { class: 'page-type-1', id: 'top' } }));
    expect(html).toContain(`<html class="a&#34;b" data-x lang="en-US"> <head>${head}<link rel="stylesheet" href="/_astro/islands.css"></head>`);
    expect(html).toContain('<body class="page-type-1" id="top"> <main>Hi</main> ');
  });

  it('refuses a shell whose layout no longer prints what it reproduces', () => {
    expect(() => parseShell(SHELL_HTML.replace('<link rel="icon" href="data:,">', ''))).toThrow(ShellLayoutError);
  });
});
