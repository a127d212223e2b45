import { describe, expect, it } from 'vitest';
import { preloadHelperSource, smallPreloadHelper, VITE_PRELOAD_HELPER_ID } from '../../../islands/bundle/preload-helper';

interface FakeLink {
  rel: string;
  crossOrigin: string | null;
  href: string;
}

/** Evaluates the helper's module source against a fake document; returns its export and the links it appended. */
function loadHelper(base: string) {
  const links: FakeLink[] = [];
  const document = {
    createElement: () => ({ rel: '', crossOrigin: null, href: '' }),
    head: { append: (link: FakeLink) => links.push(link) },
  };
  const body = preloadHelperSource(base).replace('export const __vitePreload =', 'return');
  const preload = new Function('document', body)(document) as (load: () => Promise<unknown>, deps?: string[]) => Promise<unknown>;
  return { preload, links };
}

type Hook<A extends unknown[], R> = (this: unknown, ...args: A) => R;

describe("the islands' preload helper", () => {
  it('adds one modulepreload link per dependency under the base, once each, and then loads the module', async () => {
    const { preload, links } = loadHelper('/');
    let loaded = 0;
    const load = async () => ++loaded;
    await expect(preload(load, ['_astro/react.js', '_astro/hydrate.js'])).resolves.toBe(1);
    await expect(preload(load, ['_astro/react.js'])).resolves.toBe(2);
    await expect(preload(load)).resolves.toBe(3);
    expect(links).toEqual([
      { rel: 'modulepreload', crossOrigin: '', href: '/_astro/react.js' },
      { rel: 'modulepreload', crossOrigin: '', href: '/_astro/hydrate.js' },
    ]);
  });

  it("passes a failed import on to the caller (the client entry's catch releases held buttons)", async () => {
    const { preload } = loadHelper('/shop-base/');
    await expect(preload(() => Promise.reject(new Error('offline')), ['_astro/x.js'])).rejects.toThrow('offline');
  });

  it("answers for Vite's helper module in the client build only", () => {
    const plugin = smallPreloadHelper();
    expect(plugin.enforce).toBe('pre');
    (plugin.configResolved as Hook<[unknown], void>).call({}, { base: '/' });
    const load = plugin.load as Hook<[string], { code: string } | undefined>;
    const client = { environment: { config: { consumer: 'client' } } };
    expect(load.call(client, VITE_PRELOAD_HELPER_ID)?.code).toContain('modulepreload');
    expect(load.call(client, '/some/module.ts')).toBeUndefined();
    expect(load.call({ environment: { config: { consumer: 'server' } } }, VITE_PRELOAD_HELPER_ID)).toBeUndefined();
  });

  it('refuses a relative base, and a lazily loaded chunk that brings CSS', () => {
    const plugin = smallPreloadHelper();
    expect(() => (plugin.configResolved as Hook<[unknown], void>).call({}, { base: './' })).toThrow(/absolute base/);
    const errors: string[] = [];
    const context = { error: (message: string) => errors.push(message) };
    const chunk = (fileName: string, css: string[]) => ({ type: 'chunk', fileName, isDynamicEntry: true, viteMetadata: { importedCss: new Set(css) } });
    (plugin.generateBundle as Hook<[unknown, unknown], void>).call(context, {}, { a: chunk('a.js', []), b: chunk('b.js', ['b.css']) });
    expect(errors).toEqual(['b.js imports CSS lazily (b.css); islands style through site.css']);
  });
});
