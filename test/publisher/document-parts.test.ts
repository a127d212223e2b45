import { describe, expect, it } from 'vitest';
import { splitDocument } from '../../publisher/document-parts';

describe('splitDocument', () => {
  it('treats a region without <body> as body content', () => {
    expect(splitDocument('<header>x</header><main>y</main>')).toEqual({
      htmlAttributes: {},
      head: '',
      bodyAttributes: {},
      body: '<header>x</header><main>y</main>',
    });
  });

  it('splits a full document into attributes, head and body', () => {
    const parts = splitDocument(
      '<!doctype html>\n<html lang="fr" class="no-js"><head><title>T</title><link rel="stylesheet" href="/site.css"></head>' +
        '<body id="item-1" class="page &amp; more"><header>h</header></body></html>',
    );
    expect(parts.htmlAttributes).toEqual({ lang: 'fr', class: 'no-js' });
    expect(parts.head).toBe('<title>T</title><link rel="stylesheet" href="/site.css">');
    expect(parts.bodyAttributes).toEqual({ id: 'item-1', class: 'page & more' });
    expect(parts.body).toBe('<header>h</header>');
  });

  it('does not mistake <header> for <head>', () => {
    expect(splitDocument('<body><header>h</header></body>').head).toBe('');
  });
});

describe('splitDocument: closing tags', () => {
  it('ends the body at the last </body> in any letter case', () => {
    expect(splitDocument('<body><p>a</p></body><p>b</p></BODY>').body).toBe('<p>a</p></body><p>b</p>');
    expect(splitDocument('<BODY><p>a</p></Body>').body).toBe('<p>a</p>');
    expect(splitDocument('<body><p>a</p>').body).toBe('<p>a</p>');
  });

  it('ends the head before the body opens, whatever the body holds', () => {
    const parts = splitDocument('<html><head><title>T</title></head><body><pre>&lt;/head&gt;</pre><script>var s = "</head>";</script></body></html>');
    expect(parts.head).toBe('<title>T</title>');
    expect(parts.body).toBe('<pre>&lt;/head&gt;</pre><script>var s = "</head>";</script>');
    // A head left open ends where the body starts.
    expect(splitDocument('<head><title>T</title><body><p>b</p></body>').head).toBe('<title>T</title>');
  });
});

